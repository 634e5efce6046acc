import { ActionIcon, Group, Modal, Stack, Text } from '@mantine/core';
import type { RentalBranch } from '@souq/shared';
import { IconBuildingStore, IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { PageAction } from '../../../components/PageAction';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useBranches, useDeleteBranch } from '../api/branches';
import { BranchForm } from '../components/BranchForm';
import { BranchLine } from '../components/BranchList';

/** The merchant's pick-up and return branches: add, edit, remove (not while a car offers it). */
export default function BranchesPage() {
  const { t } = useTranslation('rentals');
  const branches = useBranches();
  const remove = useDeleteBranch();
  const [editing, setEditing] = useState<RentalBranch | 'new' | null>(null);
  const [removing, setRemoving] = useState<RentalBranch | null>(null);
  const add = (
    <PageAction onClick={() => setEditing('new')} data-testid="branch-add">
      {t('branches.add')}
    </PageAction>
  );
  return (
    <Page title={t('branches.title')} back="/mine" narrow actions={add}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('branches.intro')}
        </Text>
        {branches.isPending && <LoadingState />}
        {branches.isError && <ErrorState error={branches.error} onRetry={() => void branches.refetch()} />}
        {branches.data?.length === 0 && (
          <EmptyState
            icon={<IconBuildingStore size={34} />}
            title={t('branches.none')}
            description={t('branches.noneText')}
          />
        )}
        {branches.data && branches.data.length > 0 && (
          <div className={linkRow.list} data-testid="branch-list">
            {branches.data.map((branch) => (
              <Group
                key={branch.id}
                className={linkRow.plainRow}
                wrap="nowrap"
                align="flex-start"
                data-testid="branch-item"
              >
                <div style={{ flex: 1, minInlineSize: 0 }}>
                  <BranchLine branch={branch} />
                </div>
                <ActionIcon variant="subtle" onClick={() => setEditing(branch)} aria-label={t('branches.edit')}>
                  <IconEdit size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setRemoving(branch)}
                  aria-label={t('branches.delete')}
                  data-testid="branch-delete"
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
          </div>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('branches.add') : t('branches.edit')}
        centered
      >
        {editing !== null && (
          <BranchForm branch={editing === 'new' ? undefined : editing} onSaved={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('branches.deleteTitle')}
        text={t('branches.deleteText', { name: removing?.name ?? '' })}
        confirmLabel={t('branches.delete')}
        loading={remove.isPending}
        confirmTestId="branch-delete-confirm"
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Page>
  );
}

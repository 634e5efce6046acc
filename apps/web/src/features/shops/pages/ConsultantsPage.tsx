import { ActionIcon, Alert, Button, Chip, Group, Input, Modal, Stack, TextInput } from '@mantine/core';
import { CONSULTANT_LANGUAGES, type Consultant, consultantBody, type OwnShop } from '@souq/shared';
import { IconEdit, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useZodForm } from '../../../lib/forms';
import { useDeleteConsultant } from '../api/delete-consultant';
import { useMyShop } from '../api/get-my-shop';
import { useSaveConsultant } from '../api/save-consultant';
import { ConsultantCard } from '../components/ConsultantCard';
import { ImageUploadField } from '../components/ImageUploadField';
import '../format';
import linkRow from '../../../components/LinkRow.module.css';

function ConsultantForm({ consultant, onDone }: { consultant: Consultant | null; onDone: () => void }) {
  const { t } = useTranslation('shops');
  const save = useSaveConsultant();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(consultantBody, {
    name: consultant?.name ?? '',
    mobile: consultant?.mobile ?? '',
    whatsapp: consultant?.whatsapp ?? '',
    photoUploadId: consultant?.photoUploadId ?? null,
    languages: consultant?.languages ?? [],
  });
  const submit = form.onSubmit(async (data) => {
    setError(null);
    try {
      await save.mutateAsync({
        id: consultant?.id,
        body: { ...data, whatsapp: data.whatsapp ?? null },
      });
      onDone();
    } catch (err) {
      if (!form.applyServerErrors(err)) setError(err instanceof Error ? err.message : t('common:states.error'));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('consultants.name')}
          required
          maxLength={60}
          data-testid="consultant-name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('consultants.mobile')}
          required
          type="tel"
          inputMode="tel"
          dir="ltr"
          data-testid="consultant-mobile"
          {...form.getInputProps('mobile')}
        />
        <TextInput
          label={t('consultants.whatsapp')}
          description={t('consultants.whatsappHint')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          data-testid="consultant-whatsapp-input"
          {...form.getInputProps('whatsapp')}
        />
        <ImageUploadField
          label={t('consultants.photo')}
          purpose="shop"
          value={form.values.photoUploadId}
          currentUrl={consultant?.photoUrl}
          onChange={(id) => form.setFieldValue('photoUploadId', id)}
          error={form.errors.photoUploadId}
          testId="consultant-photo"
        />
        <Input.Wrapper label={t('consultants.languages')}>
          <Chip.Group
            multiple
            value={form.values.languages as string[]}
            onChange={(v) => form.setFieldValue('languages', v as typeof form.values.languages)}
          >
            <Group gap={6} mt={6}>
              {CONSULTANT_LANGUAGES.map((code) => (
                <Chip key={code} value={code} size="xs">
                  {t(`languages.${code}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="consultant-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Consultants({ shop }: { shop: OwnShop }) {
  const { t } = useTranslation('shops');
  const [editing, setEditing] = useState<Consultant | 'new' | null>(null);
  const [removing, setRemoving] = useState<Consultant | null>(null);
  const remove = useDeleteConsultant();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} data-testid="consultant-add">
          {t('consultants.add')}
        </Button>
      </Group>
      {shop.consultants.length === 0 ? (
        <EmptyState
          icon={<IconUsersGroup size={34} />}
          title={t('consultants.none')}
          description={t('consultants.noneText')}
        />
      ) : (
        <div className={linkRow.list}>
          {shop.consultants.map((c) => (
            <ConsultantCard
              key={c.id}
              consultant={c}
              shopName={shop.name}
              actions={
                <>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    radius="xl"
                    aria-label={t('consultants.edit', { name: c.name })}
                    onClick={() => setEditing(c)}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    radius="xl"
                    aria-label={t('consultants.remove', { name: c.name })}
                    onClick={() => setRemoving(c)}
                    data-testid="consultant-remove"
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </>
              }
            />
          ))}
        </div>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('consultants.add') : t('consultants.editTitle')}
        centered
      >
        {editing !== null && (
          <ConsultantForm consultant={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('consultants.removeTitle')}
        text={removing ? t('consultants.removeText', { name: removing.name }) : ''}
        confirmLabel={t('consultants.removeConfirm')}
        loading={remove.isPending}
        confirmTestId="consultant-remove-confirm"
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      />
    </Stack>
  );
}

/** The shop's sales consultants (spec saleList): add, edit, remove. */
export default function ConsultantsPage() {
  const { t } = useTranslation('shops');
  const mine = useMyShop();
  if (mine.isSuccess && !mine.data.shop) return <Navigate to="/me/shop/open" replace />;
  return (
    <Page title={t('consultants.title')} back="/me/shop">
      {mine.isPending && <LoadingState />}
      {mine.isError && <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />}
      {mine.data?.shop && <Consultants shop={mine.data.shop} />}
    </Page>
  );
}

import {
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LEASE_DEMAND_STATUSES, type LeaseDemand, type LeaseDemandStatus, TEXTAREA_MAX } from '@souq/shared';
import { IconBrandWhatsapp, IconMail, IconPhone, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfiniteList } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { whatsappChatUrl } from '../../../lib/contact';
import { useAdminLeaseDemands } from '../api/get-admin-lease-demands';
import { useUpdateLeaseDemand } from '../api/update-lease-demand';
import { DemandSummary } from '../components/DemandSummary';

function UpdateModal({ demand, onClose }: { demand: LeaseDemand | null; onClose: () => void }) {
  const { t } = useTranslation('lease');
  const update = useUpdateLeaseDemand();
  const [status, setStatus] = useState<LeaseDemandStatus>(demand?.status ?? 'new');
  const [note, setNote] = useState(demand?.adminNote ?? '');
  const save = () => {
    if (!demand) return;
    update.mutate({ id: demand.id, status, note: note.trim() }, { onSuccess: onClose });
  };
  return (
    <Modal opened={demand !== null} onClose={onClose} title={t('admin.demands.update')} centered>
      {demand && (
        <Stack gap="md">
          <Text size="sm" fw={600}>
            {demand.offer?.title ?? demand.vehicle} · <bdi>{demand.contactName}</bdi>
          </Text>
          <NativeSelect
            label={t('admin.demands.status')}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as LeaseDemandStatus)}
            data={LEASE_DEMAND_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            data-testid="lease-admin-status"
          />
          <Textarea
            label={t('admin.demands.note')}
            description={t('admin.demands.noteHint')}
            autosize
            minRows={3}
            maxLength={TEXTAREA_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            data-testid="lease-admin-note"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={save} loading={update.isPending} data-testid="lease-admin-save">
              {t('admin.demands.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function DemandRow({ demand, onUpdate }: { demand: LeaseDemand; onUpdate: () => void }) {
  const { t } = useTranslation('lease');
  return (
    <Paper withBorder p="md" radius="md" data-testid="lease-admin-demand">
      <Stack gap="sm">
        <DemandSummary demand={demand} />
        <Group gap="md" wrap="wrap">
          <Text size="sm" fw={600}>
            <bdi>{demand.contactName}</bdi>
          </Text>
          <Anchor href={`tel:${demand.mobile}`} size="sm" className="ltr">
            <Group gap={4} wrap="nowrap">
              <IconPhone size={14} aria-hidden />
              <span dir="ltr">{demand.mobile}</span>
            </Group>
          </Anchor>
          {demand.whatsapp && (
            <Anchor
              href={
                whatsappChatUrl(demand.whatsapp, t('whatsapp.adminMessage', { vehicle: demand.vehicle })) ?? undefined
              }
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              <Group gap={4} wrap="nowrap">
                <IconBrandWhatsapp size={14} aria-hidden />
                <span dir="ltr">{demand.whatsapp}</span>
              </Group>
            </Anchor>
          )}
          {demand.email && (
            <Anchor href={`mailto:${demand.email}`} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconMail size={14} aria-hidden />
                <span dir="ltr">{demand.email}</span>
              </Group>
            </Anchor>
          )}
        </Group>
        <Group justify="flex-end">
          <Button size="xs" variant="light" onClick={onUpdate} data-testid="lease-admin-update">
            {t('admin.demands.update')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Admin: long-term customer intents (spec section 6), by status, with search and status changes. */
export default function AdminLeaseDemandsPage() {
  const { t } = useTranslation('lease');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = (LEASE_DEMAND_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as LeaseDemandStatus)
    : undefined;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useAdminLeaseDemands({ status, q: q || undefined });
  const [editing, setEditing] = useState<LeaseDemand | null>(null);

  return (
    <Page title={t('admin.demands.title')} back="/mine">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={status ?? 'all'}
          onChange={(v) => {
            const next = new URLSearchParams(params);
            if (v === 'all') next.delete('status');
            else next.set('status', v);
            setParams(next, { replace: true });
          }}
          data={[
            { value: 'all', label: t('admin.demands.all') },
            ...LEASE_DEMAND_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          data-testid="lease-admin-filter"
          style={{ overflowX: 'auto' }}
        />
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('admin.demands.search')}
          aria-label={t('admin.demands.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="lease-admin-search"
        />
        <InfiniteList query={list} empty={<EmptyState title={t('admin.demands.empty')} />}>
          {(items) => (
            <Stack gap="sm" data-testid="lease-admin-demands">
              {items.map((demand) => (
                <DemandRow key={demand.id} demand={demand} onUpdate={() => setEditing(demand)} />
              ))}
            </Stack>
          )}
        </InfiniteList>
      </Stack>
      <UpdateModal key={editing?.id ?? 'none'} demand={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}

import { Button, Card, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { Deal, DealStatus, LogisticsStep } from '@souq/shared/deals/deals.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/AdminPage';
import figures from '../../../components/figures.module.css';
import { InfiniteList } from '../../../components/InfiniteList';
import { EmptyState } from '../../../components/States';
import { aed } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useMe } from '../../users';
import { useAdminDeals, useAdminStep } from '../api/logistics';
import { DealStatusBadge } from '../components/DealCard';
import { StepLabel } from '../components/LogisticsSection';
import { nextStep } from '../deal-view';

/** Staff: every deal with its state, and the next logistics step to record (with a confirmation). */
export default function AdminDealsPage() {
  const { t } = useTranslation('deals');
  const me = useMe();
  const [status, setStatus] = useState<DealStatus | 'all'>('all');
  const deals = useAdminDeals(status);
  const step = useAdminStep();
  const [pending, setPending] = useState<{ deal: Deal; step: LogisticsStep } | null>(null);
  const [scheduledFor, setScheduledFor] = useState('');

  const record = async () => {
    if (!pending) return;
    const when = scheduledFor ? new Date(scheduledFor) : null;
    try {
      await step.mutateAsync({
        id: pending.deal.id,
        body: {
          step: pending.step,
          ...(pending.step === 'scheduled' && when && !Number.isNaN(when.getTime())
            ? { scheduledFor: when.toISOString() }
            : {}),
        },
      });
      toast({ kind: 'success', message: t('admin.done') });
    } catch {
      // shown by the API client
    } finally {
      setPending(null);
      setScheduledFor('');
    }
  };

  return (
    <AdminPage
      title={t('admin.title')}
      allowed={!!me.data?.roles.includes('admin')}
      checking={me.isPending}
      forbidden={{ title: t('admin.title'), text: t('notFound') }}
      filters={
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as DealStatus | 'all')}
          data={[
            { value: 'all', label: t('admin.all') },
            { value: 'awaiting_payment', label: t('status.awaiting_payment') },
            { value: 'paid', label: t('status.paid') },
            { value: 'completed', label: t('status.completed') },
            { value: 'defaulted', label: t('status.defaulted') },
          ]}
        />
      }
    >
      <InfiniteList query={deals} empty={<EmptyState title={t('empty.buyer')} />}>
        {(items) => (
          <Stack gap="sm">
            {items.map((deal) => {
              const next = nextStep(deal);
              return (
                <Card key={deal.id} withBorder radius="md" p="md" data-testid="admin-deal">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600} component={Link} to={`/deals/${deal.id}`}>
                        {deal.title}
                      </Text>
                      <DealStatusBadge status={deal.status} />
                    </Group>
                    <Group justify="space-between">
                      <Text size="sm" c="dimmed">
                        {t('admin.buyerPays')}
                      </Text>
                      <Text className={figures.amount}>{aed(deal.totalFils)}</Text>
                    </Group>
                    {next && (
                      <Button
                        variant="light"
                        size="xs"
                        onClick={() => setPending({ deal, step: next })}
                        data-testid="admin-deal-step"
                      >
                        {t('admin.record')}: <StepLabel step={next} />
                      </Button>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
      </InfiniteList>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={t('admin.confirmTitle')} centered>
        {pending && (
          <Stack gap="md">
            <Text>
              {t('admin.confirmBody', {
                step: {
                  scheduled: t('logistics.steps.scheduled'),
                  picked_up: t('logistics.steps.picked_up'),
                  out_for_delivery: t('logistics.steps.out_for_delivery'),
                  delivered: t('logistics.steps.delivered'),
                }[pending.step],
                title: pending.deal.title,
              })}
            </Text>
            {pending.step === 'scheduled' && (
              <TextInput
                type="datetime-local"
                label={t('admin.scheduledFor')}
                value={scheduledFor}
                onChange={(e) => setScheduledFor(e.currentTarget.value)}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('pay.cancel')}
              </Button>
              <Button onClick={() => void record()} loading={step.isPending} data-testid="admin-deal-step-confirm">
                {t('admin.record')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </AdminPage>
  );
}

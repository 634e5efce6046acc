import { Button, Radio, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import type { Deal, LogisticsMode, LogisticsStep } from '@souq/shared/deals/deals.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { dateTime } from '../../wallet';
import { useChooseLogistics } from '../api/logistics';
import { canChooseLogistics, stepsFor } from '../deal-view';

export function StepLabel({ step }: { step: LogisticsStep }) {
  const { t } = useTranslation('deals');
  return (
    <>
      {step === 'scheduled' && t('logistics.steps.scheduled')}
      {step === 'picked_up' && t('logistics.steps.picked_up')}
      {step === 'out_for_delivery' && t('logistics.steps.out_for_delivery')}
      {step === 'delivered' && t('logistics.steps.delivered')}
    </>
  );
}

/** Pick-up or delivery (wuliu / songche): the buyer's choice and the steps staff record, with their times. */
export function LogisticsSection({ deal }: { deal: Deal }) {
  const { t } = useTranslation('deals');
  const choose = useChooseLogistics(deal.id);
  const [mode, setMode] = useState<LogisticsMode>(deal.logistics.mode ?? 'pickup');
  const [address, setAddress] = useState(deal.logistics.address ?? '');
  const steps = stepsFor(deal.logistics.mode);
  const done = new Map(deal.logistics.steps.map((s) => [s.step, s.at]));
  const active = steps.filter((s) => done.has(s)).length - 1;

  const save = async () => {
    try {
      await choose.mutateAsync({ mode, ...(mode === 'delivery' ? { address: address.trim() } : {}) });
      toast({ kind: 'success', message: t('logistics.saved') });
    } catch {
      // shown by the API client
    }
  };

  return (
    <Stack gap="sm" data-testid="deal-logistics">
      <Title order={2} size="h5">
        {t('logistics.title')}
      </Title>
      <Text size="sm">
        {deal.logistics.mode === 'delivery'
          ? t('logistics.delivery')
          : deal.logistics.mode === 'pickup'
            ? t('logistics.pickup')
            : t('logistics.none')}
      </Text>
      {deal.logistics.scheduledFor && (
        <Text size="sm">{t('logistics.scheduledFor', { date: dateTime(deal.logistics.scheduledFor) })}</Text>
      )}
      <Timeline active={active} bulletSize={16} lineWidth={2}>
        {steps.map((step) => (
          <Timeline.Item key={step} title={<StepLabel step={step} />}>
            {done.get(step) && (
              <Text size="xs" c="dimmed">
                {dateTime(done.get(step) as string)}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
      {canChooseLogistics(deal) && (
        <Stack gap="xs">
          <Radio.Group value={mode} onChange={(v) => setMode(v as LogisticsMode)}>
            <Stack gap={6}>
              <Radio value="pickup" label={t('logistics.pickup')} />
              <Radio value="delivery" label={t('logistics.delivery')} />
            </Stack>
          </Radio.Group>
          {mode === 'delivery' && (
            <Textarea
              label={t('logistics.address')}
              value={address}
              maxLength={300}
              autosize
              minRows={2}
              onChange={(e) => setAddress(e.currentTarget.value)}
            />
          )}
          <Button
            variant="light"
            onClick={() => void save()}
            loading={choose.isPending}
            disabled={mode === 'delivery' && address.trim().length === 0}
            data-testid="deal-logistics-save"
          >
            {t('logistics.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

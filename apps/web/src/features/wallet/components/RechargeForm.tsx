import { Alert, Button, Chip, Group, Stack, Text } from '@mantine/core';
import {
  DEFAULT_RECHARGE_LIMITS,
  type Language,
  parseAmountToFils,
  RECHARGE_PRESETS_AED,
  type RechargeLimits,
  rechargeAmountSchema,
} from '@souq/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { aed, aedWhole } from '../../../lib/format';
import { translateIssue, useZodForm } from '../../../lib/forms';
import classes from './RechargeForm.module.css';

/**
 * The recharge amount: a preset or a typed amount, checked as it is typed with the API's own
 * schema (minimum and maximum). The pay button stays disabled, saying why, until the amount is
 * one the server accepts; it then names the amount.
 */
export function RechargeForm({
  limits = DEFAULT_RECHARGE_LIMITS,
  pending,
  onSubmit,
}: {
  limits?: RechargeLimits;
  pending: boolean;
  /** Sends the amount; a refusal with field errors is shown on the field. */
  onSubmit: (amount: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('wallet');
  const schema = useMemo(() => rechargeAmountSchema(limits), [limits]);
  const form = useZodForm(schema, { amount: '' });
  const amount = form.values.amount;
  const check = schema.safeParse({ amount });
  const liveError =
    amount !== '' && !check.success && check.error.issues[0]
      ? translateIssue(t as never, check.error.issues[0] as never, i18n.language as Language)
      : undefined;
  const fils = check.success ? parseAmountToFils(check.data.amount) : null;

  const submit = form.onSubmit(async (data) => {
    try {
      await onSubmit(data.amount);
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="recharge-form">
      <Stack gap="md">
        <Text fw={500} id="recharge-presets-label">
          {t('recharge.choose')}
        </Text>
        <Chip.Group
          multiple={false}
          value={RECHARGE_PRESETS_AED.some((p) => String(p) === amount) ? amount : null}
          onChange={(value) => {
            if (value) form.setFieldValue('amount', value);
          }}
        >
          <Group gap="xs" role="group" aria-labelledby="recharge-presets-label" className={classes.presets}>
            {RECHARGE_PRESETS_AED.filter((p) => p >= limits.minAed && p <= limits.maxAed).map((preset) => (
              <Chip
                key={preset}
                value={String(preset)}
                variant="outline"
                radius="md"
                size="md"
                wrapperProps={{ 'data-testid': `recharge-preset-${preset}` }}
              >
                {aedWhole(preset * 100)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <AmountInput
          label={t('recharge.custom')}
          description={t('recharge.limits', { min: aedWhole(limits.minAed * 100), max: aedWhole(limits.maxAed * 100) })}
          data-testid="recharge-amount"
          {...form.getInputProps('amount')}
          error={form.errors.amount ?? liveError}
          onChange={(value) => form.setFieldValue('amount', value)}
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="sm">
          <Text size="sm">{t('recharge.note')}</Text>
        </Alert>
        <Button type="submit" size="md" loading={pending} disabled={fils === null} data-testid="recharge-submit">
          {fils !== null
            ? t('recharge.payAmount', { amount: aed(Number(fils)) })
            : amount === ''
              ? t('recharge.enterAmount')
              : t('recharge.pay')}
        </Button>
      </Stack>
    </form>
  );
}

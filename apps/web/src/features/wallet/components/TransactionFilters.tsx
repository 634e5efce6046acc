import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { LEDGER_TRANSACTION_TYPES, type LedgerTransactionType } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import type { TransactionFilters as Filters } from '../api/get-transactions';
import { transactionTypeLabel } from '../format';
import classes from './TransactionFilters.module.css';

export interface FilterValues {
  type: string;
  /** "YYYY-MM-DD" as the date inputs give it, or ''. */
  from: string;
  to: string;
}

/**
 * The filters as the API reads them: calendar days go as they are ("2026-01-15", a Dubai day;
 * `to` includes its whole day).
 */
export function toApiFilters({ type, from, to }: FilterValues): Filters {
  const day = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  const known = (LEDGER_TRANSACTION_TYPES as readonly string[]).includes(type);
  return { type: known ? (type as LedgerTransactionType) : undefined, from: day(from), to: day(to) };
}

/** Type and date range of the history. */
export function TransactionFilters({ value, onChange }: { value: FilterValues; onChange: (v: FilterValues) => void }) {
  const { t } = useTranslation('wallet');
  const rangeError = value.from && value.to && value.from > value.to ? t('transactions.rangeError') : undefined;
  const active = value.type !== '' || value.from !== '' || value.to !== '';
  return (
    <search className={classes.filters} aria-label={t('transactions.filters')}>
      <NativeSelect
        className={classes.type}
        label={t('transactions.type')}
        value={value.type}
        onChange={(e) => onChange({ ...value, type: e.currentTarget.value })}
        data={[
          { value: '', label: t('transactions.allTypes') },
          ...LEDGER_TRANSACTION_TYPES.map((type) => ({ value: type, label: transactionTypeLabel(t, type) })),
        ]}
        data-testid="transaction-type-filter"
      />
      <TextInput
        type="date"
        label={t('transactions.from')}
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
        data-testid="transaction-from"
      />
      <TextInput
        type="date"
        label={t('transactions.to')}
        value={value.to}
        min={value.from || undefined}
        error={rangeError}
        onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
        data-testid="transaction-to"
      />
      {active && (
        <Group className={classes.reset} align="flex-end">
          <Button variant="subtle" onClick={() => onChange({ type: '', from: '', to: '' })}>
            {t('transactions.clear')}
          </Button>
        </Group>
      )}
    </search>
  );
}

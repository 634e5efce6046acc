import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CB_MAX_LOAN_MONTHS,
  CB_MAX_LOAN_TO_VALUE_PERCENT,
  compareLoanOffer,
  LOAN_MAX_MONTHS,
  type LoanOfferResult,
  type LoanRateType,
  loanOfferProblems,
  parseAmountToFils,
} from '@souq/shared';
import { IconAlertTriangle, IconPlus, IconTrash, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { aed } from '../../../lib/format';
import { parseRateBp, parseWhole, percent } from '../format';
import lease from '../lease.module.css';
import classes from './LoanComparisonPage.module.css';

const MAX_OFFERS = 4;

interface OfferDraft {
  key: number;
  bank: string;
  rateType: LoanRateType;
  rate: string;
  months: string;
  down: string;
}

let nextKey = 3;

/** A down payment as typed; empty is none. */
function downFilsOf(text: string): bigint | null {
  return parseAmountToFils(text.trim() === '' ? '0' : text);
}

const DEFAULTS: OfferDraft[] = [
  { key: 1, bank: '', rateType: 'flat', rate: '2.99', months: '48', down: '30000' },
  { key: 2, bank: '', rateType: 'reducing', rate: '5.49', months: '48', down: '30000' },
];

function OfferColumn({
  index,
  draft,
  priceFils,
  result,
  best,
  onChange,
  onRemove,
}: {
  index: number;
  draft: OfferDraft;
  priceFils: number | null;
  result: LoanOfferResult | null;
  best: boolean;
  onChange: (draft: OfferDraft) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('lease');
  const rateBp = parseRateBp(draft.rate);
  const months = parseWhole(draft.months);
  const down = downFilsOf(draft.down);
  const problems =
    priceFils !== null && rateBp !== null && months !== null && down !== null
      ? loanOfferProblems({
          priceFils,
          downPaymentFils: Number(down),
          rateType: draft.rateType,
          annualRateBp: rateBp,
          months,
        })
      : [];
  const set = (patch: Partial<OfferDraft>) => onChange({ ...draft, ...patch });
  const name = draft.bank.trim() || t('loans.offerN', { n: index + 1 });

  return (
    <Paper withBorder p="md" radius="md" className={best ? classes.best : undefined} data-testid="loan-offer">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} lineClamp={1}>
            {name}
          </Text>
          <Group gap={4} wrap="nowrap">
            {best && (
              <Badge color="teal" leftSection={<IconTrophy size={12} aria-hidden />} data-testid="loan-best">
                {t('loans.best')}
              </Badge>
            )}
            {onRemove && (
              <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('loans.remove')}>
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        </Group>
        <TextInput
          label={t('loans.bank')}
          placeholder={t('loans.bankPlaceholder')}
          value={draft.bank}
          maxLength={40}
          onChange={(e) => set({ bank: e.currentTarget.value })}
        />
        <SegmentedControl
          fullWidth
          value={draft.rateType}
          onChange={(v) => set({ rateType: v as LoanRateType })}
          data={[
            { value: 'flat', label: t('loans.rateType.flat') },
            { value: 'reducing', label: t('loans.rateType.reducing') },
          ]}
          data-testid="loan-rate-type"
        />
        <Group grow gap="xs" align="flex-start">
          <TextInput
            label={t('loans.rate')}
            inputMode="decimal"
            dir="ltr"
            rightSection="%"
            value={draft.rate}
            onChange={(e) => set({ rate: e.currentTarget.value })}
            error={rateBp === null || problems.includes('rate') ? t('loans.errors.rate') : undefined}
            data-testid="loan-rate"
          />
          <TextInput
            label={t('loans.months')}
            inputMode="numeric"
            dir="ltr"
            value={draft.months}
            onChange={(e) => set({ months: e.currentTarget.value })}
            error={
              months === null || problems.includes('months')
                ? t('loans.errors.months', { max: LOAN_MAX_MONTHS })
                : undefined
            }
            data-testid="loan-months"
          />
        </Group>
        <AmountInput
          label={t('loans.downPayment')}
          value={draft.down}
          onChange={(v) => set({ down: v })}
          error={down === null || problems.includes('downPayment') ? t('loans.errors.downPayment') : undefined}
          data-testid="loan-down"
        />
        {result && (
          <dl className={lease.facts}>
            <div>
              <dt>{t('loans.monthly')}</dt>
              <dd className={figures.amount} data-testid="loan-monthly">
                {aed(result.monthlyPaymentFils)}
              </dd>
            </div>
            <div>
              <dt>{t('loans.loanAmount')}</dt>
              <dd className={figures.amount}>{aed(result.loanFils)}</dd>
            </div>
            <div>
              <dt>{t('loans.totalInterest')}</dt>
              <dd className={figures.amount} data-testid="loan-interest">
                {aed(result.totalInterestFils)}
              </dd>
            </div>
            <div>
              <dt>{t('loans.totalPaid')}</dt>
              <dd className={figures.amount}>{aed(result.totalPaidFils)}</dd>
            </div>
            <div>
              <dt>{t('loans.reducingRate')}</dt>
              <dd data-testid="loan-apr">{percent(result.reducingRatePct)}</dd>
            </div>
          </dl>
        )}
        {result?.warnings.map((w) => (
          <Alert
            key={w}
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            p="xs"
            data-testid={`loan-warning-${w}`}
          >
            <Text size="xs">
              {t(`loans.warnings.${w}`, {
                ltv: percent(CB_MAX_LOAN_TO_VALUE_PERCENT),
                months: CB_MAX_LOAN_MONTHS,
              })}
            </Text>
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Car-loan comparison: up to four bank offers side by side, each flat or reducing, with the monthly
 * payment, the total interest, the equivalent reducing rate of a flat one, and the Central Bank's
 * limits (80 % of the value, 60 months) flagged.
 */
export default function LoanComparisonPage() {
  const { t } = useTranslation('lease');
  const [price, setPrice] = useState('150000');
  const [offers, setOffers] = useState<OfferDraft[]>(DEFAULTS);
  const priceFils = parseAmountToFils(price);
  const priceNum = priceFils === null ? null : Number(priceFils);

  const results = offers.map((o) => {
    const rateBp = parseRateBp(o.rate);
    const months = parseWhole(o.months);
    const down = downFilsOf(o.down);
    if (priceNum === null || rateBp === null || months === null || down === null) return null;
    const input = {
      priceFils: priceNum,
      downPaymentFils: Number(down),
      rateType: o.rateType,
      annualRateBp: rateBp,
      months,
    };
    return loanOfferProblems(input).length === 0 ? compareLoanOffer(input) : null;
  });
  const valid = results.filter((r): r is LoanOfferResult => r !== null);
  const cheapest = valid.length > 1 ? Math.min(...valid.map((r) => r.totalPaidFils)) : null;

  return (
    <Page title={t('loans.title')} back="/lease">
      <Stack gap="md">
        <Text c="dimmed">{t('loans.intro')}</Text>
        <Paper withBorder p="md" radius="md">
          <AmountInput
            label={t('loans.price')}
            value={price}
            onChange={setPrice}
            error={priceFils === null || priceFils <= 0n ? t('calculator.errors.price') : undefined}
            data-testid="loan-price"
          />
        </Paper>
        <div className={classes.grid}>
          {offers.map((draft, i) => (
            <OfferColumn
              key={draft.key}
              index={i}
              draft={draft}
              priceFils={priceNum}
              result={results[i] ?? null}
              best={cheapest !== null && results[i]?.totalPaidFils === cheapest}
              onChange={(next) => setOffers((list) => list.map((o) => (o.key === draft.key ? next : o)))}
              onRemove={
                offers.length > 1 ? () => setOffers((list) => list.filter((o) => o.key !== draft.key)) : undefined
              }
            />
          ))}
        </div>
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={offers.length >= MAX_OFFERS}
            onClick={() =>
              setOffers((list) => [
                ...list,
                { key: nextKey++, bank: '', rateType: 'reducing', rate: '4.99', months: '60', down: '30000' },
              ])
            }
            data-testid="loan-add"
          >
            {t('loans.add')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('loans.maxOffers', { max: MAX_OFFERS })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('loans.explainFlat')}
        </Text>
      </Stack>
    </Page>
  );
}

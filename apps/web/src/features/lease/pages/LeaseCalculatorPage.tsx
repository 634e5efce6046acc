import { Button, Collapse, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  type BalloonInput,
  LEASE_MAX_MONTHS,
  LEASE_MIN_DOWN_PAYMENT_PERCENT,
  leaseToOwn,
  leaseToOwnProblems,
  parseAmountToFils,
} from '@souq/shared';
import { IconChevronDown, IconShare } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AmountInput } from '../../../components/AmountInput';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { aed } from '../../../lib/format';
import { share } from '../../../lib/share';
import { ScheduleTable } from '../components/ScheduleTable';
import { SliderField } from '../components/SliderField';
import { num, parseRateBp, percent } from '../format';
import lease from '../lease.module.css';

type BalloonMode = 'percent' | 'amount';

function clampInt(text: string | null, min: number, max: number, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/**
 * The lease-to-own calculator (spec section 1): price, down payment, months, rate and balloon in;
 * monthly payment, total paid, total interest and the schedule out, with the shared finance code.
 * The inputs live in the address, so a shared link opens the same result.
 */
export default function LeaseCalculatorPage() {
  const { t } = useTranslation('lease');
  const [params, setParams] = useSearchParams();
  const [price, setPrice] = useState(params.get('price') ?? '120000');
  const [downPct, setDownPct] = useState(clampInt(params.get('down'), LEASE_MIN_DOWN_PAYMENT_PERCENT, 90, 20));
  const [months, setMonths] = useState(clampInt(params.get('months'), 1, LEASE_MAX_MONTHS, 36));
  const [rate, setRate] = useState(params.get('rate') ?? '4.5');
  const [balloonMode, setBalloonMode] = useState<BalloonMode>(params.get('bm') === 'amount' ? 'amount' : 'percent');
  const [balloon, setBalloon] = useState(params.get('balloon') ?? '30');
  const [scheduleOpen, setScheduleOpen] = useState(false);

  const priceFils = parseAmountToFils(price);
  const rateBp = parseRateBp(rate);
  const balloonInput: BalloonInput | null = useMemo(() => {
    if (balloonMode === 'percent') {
      const p = balloon.trim() === '' ? 0 : Number(balloon.replace(',', '.'));
      return Number.isFinite(p) && p >= 0 ? { kind: 'percent', percent: p } : null;
    }
    const fils = balloon.trim() === '' ? 0n : parseAmountToFils(balloon);
    return fils === null ? null : { kind: 'amount', fils: Number(fils) };
  }, [balloon, balloonMode]);

  const input =
    priceFils !== null && rateBp !== null && balloonInput
      ? { priceFils: Number(priceFils), downPaymentPct: downPct, months, annualRateBp: rateBp, balloon: balloonInput }
      : null;
  const problems = input ? leaseToOwnProblems(input) : [];
  const result = input && problems.length === 0 ? leaseToOwn(input) : null;
  const errorOf = (field: 'price' | 'rate' | 'balloon') => {
    const missing = field === 'price' ? priceFils === null : field === 'rate' ? rateBp === null : !balloonInput;
    return missing || problems.includes(field) ? t(`calculator.errors.${field}`) : undefined;
  };

  const shareResult = async () => {
    const next = new URLSearchParams({
      price,
      down: String(downPct),
      months: String(months),
      rate,
      bm: balloonMode,
      balloon,
    });
    setParams(next, { replace: true });
    if (!result) return;
    await share({
      title: t('calculator.title'),
      text: t('calculator.shareText', {
        monthly: aed(result.monthlyPaymentFils),
        months: t('months', { count: months }),
        price: aed(result.priceFils),
      }),
      url: `${window.location.origin}/lease/calculator?${next.toString()}`,
    });
  };

  return (
    <Page title={t('calculator.title')} back="/lease">
      <Stack gap="md">
        <Text c="dimmed">{t('calculator.intro')}</Text>
        <div className={lease.calc}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="lg">
              <AmountInput
                label={t('calculator.price')}
                value={price}
                onChange={setPrice}
                error={errorOf('price')}
                data-testid="calc-price"
              />
              <SliderField
                label={t('calculator.downPayment')}
                value={downPct}
                onChange={setDownPct}
                min={LEASE_MIN_DOWN_PAYMENT_PERCENT}
                max={90}
                display={`${percent(downPct)}${result ? ` · ${aed(result.downPaymentFils)}` : ''}`}
                testId="calc-down"
              />
              <SliderField
                label={t('calculator.months')}
                value={months}
                onChange={setMonths}
                min={1}
                max={LEASE_MAX_MONTHS}
                marks={[12, 24, 36].map((m) => ({ value: m, label: num(m) }))}
                display={t('months', { count: months })}
                testId="calc-months"
              />
              <TextInput
                label={t('calculator.rate')}
                description={t('calculator.rateHint')}
                inputMode="decimal"
                dir="ltr"
                rightSection="%"
                value={rate}
                onChange={(e) => setRate(e.currentTarget.value)}
                error={errorOf('rate')}
                data-testid="calc-rate"
              />
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={500}>
                    {t('calculator.balloon')}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    value={balloonMode}
                    onChange={(v) => {
                      setBalloonMode(v as BalloonMode);
                      setBalloon(v === 'percent' ? '30' : '0');
                    }}
                    data={[
                      { value: 'percent', label: '%' },
                      { value: 'amount', label: t('calculator.inAed') },
                    ]}
                    data-testid="calc-balloon-mode"
                  />
                </Group>
                {balloonMode === 'amount' ? (
                  <AmountInput
                    aria-label={t('calculator.balloon')}
                    value={balloon}
                    onChange={setBalloon}
                    error={errorOf('balloon')}
                    data-testid="calc-balloon"
                  />
                ) : (
                  <TextInput
                    aria-label={t('calculator.balloon')}
                    inputMode="decimal"
                    dir="ltr"
                    rightSection="%"
                    value={balloon}
                    onChange={(e) => setBalloon(e.currentTarget.value)}
                    error={errorOf('balloon')}
                    data-testid="calc-balloon"
                  />
                )}
                <Text size="xs" c="dimmed">
                  {t('calculator.balloonHint')}
                </Text>
              </Stack>
            </Stack>
          </Paper>

          <Stack gap="md" className={lease.calcResult}>
            <Paper p="lg" radius="md" className={lease.result} data-testid="calc-result">
              <Text size="sm" opacity={0.85}>
                {t('calculator.monthly')}
              </Text>
              <Text className={lease.resultAmount} data-testid="calc-monthly">
                {result ? aed(result.monthlyPaymentFils) : '—'}
              </Text>
              <Text size="sm" opacity={0.85}>
                {t('calculator.forMonths', { months: t('months', { count: months }) })}
              </Text>
            </Paper>
            {result && (
              <Paper withBorder p="md" radius="md">
                <dl className={lease.facts}>
                  <div>
                    <dt>{t('calculator.downPaymentAmount')}</dt>
                    <dd className={figures.amount}>{aed(result.downPaymentFils)}</dd>
                  </div>
                  <div>
                    <dt>{t('calculator.financed')}</dt>
                    <dd className={figures.amount}>{aed(result.financedFils)}</dd>
                  </div>
                  <div>
                    <dt>{t('calculator.balloonAmount')}</dt>
                    <dd className={figures.amount}>{aed(result.balloonFils)}</dd>
                  </div>
                  {result.lastPaymentFils !== result.monthlyPaymentFils && (
                    <div>
                      <dt>{t('calculator.lastPayment')}</dt>
                      <dd className={figures.amount}>{aed(result.lastPaymentFils)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('calculator.totalInterest')}</dt>
                    <dd className={figures.amount} data-testid="calc-interest">
                      {aed(result.totalInterestFils)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('calculator.totalPaid')}</dt>
                    <dd className={figures.amount} data-testid="calc-total">
                      {aed(result.totalPaidFils)}
                    </dd>
                  </div>
                </dl>
              </Paper>
            )}
            {input && problems.includes('downPayment') && (
              <Text c="red" size="sm">
                {t('calculator.errors.downPayment')}
              </Text>
            )}
            <Group gap="sm">
              <Button
                variant="light"
                onClick={() => setScheduleOpen((o) => !o)}
                disabled={!result}
                rightSection={
                  <IconChevronDown
                    size={16}
                    style={{ transform: scheduleOpen ? 'rotate(180deg)' : undefined }}
                    aria-hidden
                  />
                }
                aria-expanded={scheduleOpen}
                data-testid="calc-schedule-toggle"
              >
                {t(scheduleOpen ? 'calculator.hideSchedule' : 'calculator.showSchedule')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconShare size={16} aria-hidden />}
                onClick={() => void shareResult()}
                disabled={!result}
                data-testid="calc-share"
              >
                {t('calculator.share')}
              </Button>
            </Group>
          </Stack>
        </div>
        <Collapse expanded={scheduleOpen && !!result}>
          {result && scheduleOpen && <ScheduleTable rows={result.schedule} />}
        </Collapse>
        <Text size="xs" c="dimmed">
          {t('calculator.disclaimer')}
        </Text>
      </Stack>
    </Page>
  );
}

import { Button, Paper, SegmentedControl, Stack, Switch, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import {
  LEASE_MAX_DOWN_PAYMENT_PERCENT,
  type LeaseDemand,
  type LeaseOffer,
  leaseOfferProblems,
  leaseOfferQuote,
  TEXTAREA_MAX,
} from '@souq/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { aed } from '../../../lib/format';
import { loginPath } from '../../../lib/navigation';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useLeaseOffer } from '../api/get-lease-offer';
import { useSelectLeaseOffer } from '../api/select-lease-offer';
import { SliderField } from '../components/SliderField';
import { percent } from '../format';
import lease from '../lease.module.css';

function Chooser({ offer }: { offer: LeaseOffer }) {
  const { t } = useTranslation('lease');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const select = useSelectLeaseOffer();
  const [months, setMonths] = useState(offer.terms.at(-1)?.months ?? 12);
  const [down, setDown] = useState(offer.minDownPaymentPct);
  const [own, setOwn] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<LeaseDemand | null>(null);

  const terms = {
    priceFils: offer.priceFils,
    terms: offer.terms,
    minDownPaymentPct: offer.minDownPaymentPct,
    annualRateBp: offer.annualRateBp,
    leaseToOwn: offer.leaseToOwn,
    balloonPct: offer.balloonPct,
  };
  const choice = { months, downPaymentPct: down, leaseToOwn: own };
  const problems = leaseOfferProblems(terms, choice);
  const quote = problems.length === 0 ? leaseOfferQuote(terms, choice) : null;

  const submit = async () => {
    if (!isLoggedIn(session)) {
      await navigate(loginPath(location.pathname));
      return;
    }
    setError(null);
    try {
      // The page turns into its own "request sent" view: no toast.
      setDone(await select.mutateAsync({ id: offer.id, ...choice, note }));
    } catch (e) {
      setError(isApiError(e) ? (e.fields[0]?.message ?? e.message) : t('demand.failed'));
    }
  };

  if (done) {
    return (
      <Paper withBorder p="xl" radius="md" data-testid="lease-select-success">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('select.successTitle')}
          </Title>
          <Text c="dimmed">{t('select.successText')}</Text>
          <Button component={Link} to="/me/lease">
            {t('demand.viewMine')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <div className={lease.calc}>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="lg">
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('select.term')}
            </Text>
            <SegmentedControl
              fullWidth
              value={String(months)}
              onChange={(v) => setMonths(Number(v))}
              data={offer.terms.map((term) => ({
                value: String(term.months),
                label: t('months', { count: term.months }),
              }))}
              data-testid="lease-select-term"
            />
          </Stack>
          <SliderField
            label={t('select.downPayment')}
            value={down}
            onChange={setDown}
            min={offer.minDownPaymentPct}
            max={LEASE_MAX_DOWN_PAYMENT_PERCENT}
            display={`${percent(down)} · ${aed(Math.round((offer.priceFils * down) / 100))}`}
            testId="lease-select-down"
          />
          {offer.leaseToOwn && (
            <Switch
              label={t('select.leaseToOwn')}
              description={t('select.leaseToOwnHint', { balloon: percent(offer.balloonPct) })}
              checked={own}
              onChange={(e) => setOwn(e.currentTarget.checked)}
              data-testid="lease-select-own"
            />
          )}
          <Textarea
            label={t('demand.note')}
            autosize
            minRows={2}
            maxLength={TEXTAREA_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </Stack>
      </Paper>
      <Stack gap="md" className={lease.calcResult}>
        <Paper p="lg" radius="md" className={lease.result}>
          <Text size="sm" opacity={0.85}>
            {t('select.monthly')}
          </Text>
          <Text className={lease.resultAmount} data-testid="lease-select-monthly">
            {quote ? aed(quote.monthlyFils) : '—'}
          </Text>
          <Text size="sm" opacity={0.85}>
            {t('calculator.forMonths', { months: t('months', { count: months }) })}
          </Text>
        </Paper>
        {quote && (
          <Paper withBorder p="md" radius="md">
            <dl className={lease.facts}>
              <div>
                <dt>{t('select.downPaymentAmount')}</dt>
                <dd className={figures.amount}>{aed(quote.downPaymentFils)}</dd>
              </div>
              {quote.leaseToOwn && (
                <div>
                  <dt>{t('calculator.balloonAmount')}</dt>
                  <dd className={figures.amount}>{aed(quote.balloonFils)}</dd>
                </div>
              )}
              <div>
                <dt>{t('select.total')}</dt>
                <dd className={figures.amount}>{aed(quote.totalFils)}</dd>
              </div>
            </dl>
          </Paper>
        )}
        {problems.includes('downPayment') && (
          <Text c="red" size="sm">
            {t('select.tooMuchDown')}
          </Text>
        )}
        {error && (
          <Text c="red" size="sm" data-testid="lease-select-error">
            {error}
          </Text>
        )}
        <Button
          size="md"
          onClick={() => void submit()}
          loading={select.isPending}
          disabled={!quote}
          data-testid="lease-select-submit"
        >
          {isLoggedIn(session) ? t('select.submit') : t('select.loginToSubmit')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('select.noObligation')}
        </Text>
      </Stack>
    </div>
  );
}

/** Choose a term and a down payment on an offer (spec: longtermSelect), the monthly payment live. */
export default function LeaseOfferSelectPage() {
  const { t } = useTranslation('lease');
  const { id } = useParams();
  const query = useLeaseOffer(id);
  return (
    <Page
      title={query.data ? t('select.title', { title: query.data.title }) : t('offer.title')}
      back={`/lease/offers/${id ?? ''}`}
    >
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <Chooser offer={query.data} />}
    </Page>
  );
}

import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RentalCarDetail } from '@souq/shared';
import { IconAlertTriangle, IconEdit, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useWidescreen } from '../../../app/layout/AppLayout';
import actionBar from '../../../components/ActionBar.module.css';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { aed, formatNumber } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { ChatWithButton } from '../../chat';
import { date } from '../../wallet';
import { useRentalCar, useRentalQuote } from '../api/rental-cars';
import { BranchList } from '../components/BranchList';
import { RangePicker, ShortNoticeAlert } from '../components/DateRangeField';
import { ExtrasPicker } from '../components/ExtrasPicker';
import { Gallery } from '../components/Gallery';
import { QuoteBreakdown, QuoteProblem } from '../components/QuoteBreakdown';
import { overlapsBusy } from '../dates';
import { featureLabel } from '../features';
import { extrasFromParam, searchFromParams } from '../search';
import classes from './RentalCarDetailPage.module.css';

/**
 * Whether the element is on screen above the bottom `marginPx` (where a pinned bar sits). Without
 * IntersectionObserver (old engines, tests) it counts as not on screen.
 */
function useOnScreen(element: HTMLElement | null, marginPx: number): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)), {
      rootMargin: `0px 0px -${marginPx}px 0px`,
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setOnScreen(false);
    };
  }, [element, marginPx]);
  return onScreen;
}

/** The part of a phone screen the pinned bar (with the tab bar under it) covers, in CSS pixels. */
const PINNED_BAR_ZONE_PX = 140;

function Facts({ car }: { car: RentalCarDetail }) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const facts: [string, string][] = [
    [t('car.year'), String(car.year)],
    [t('car.type'), t(`carType.${car.carType}`)],
    [t('car.seats'), formatNumber(car.seats, lang)],
    [t('car.transmission'), t(`transmission.${car.transmission}`)],
    [t('car.fuel'), t(`fuel.${car.fuel}`)],
    [t('car.registered'), date(car.registrationDate)],
    [t('car.mileage'), t('car.mileagePerDay', { km: formatNumber(car.mileageKmPerDay, lang) })],
    [t('car.excess'), t('car.excessPerKm', { price: aed(car.excessKmFils) })],
    [t('car.city'), car.cityName],
  ];
  return (
    <dl className={classes.facts} data-testid="rental-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec rentalCarDetail: photos, facts, features, deposit, branches, busy days, the quote and "Book". */
export default function RentalCarDetailPage() {
  const { t } = useTranslation('rentals');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const extras = useMemo(() => extrasFromParam(params.get('extras')), [params]);
  const query = useRentalCar(id);
  const car = query.data;
  const taken = car ? overlapsBusy(search, car.busy) : false;
  const quote = useRentalQuote(id, car ? { pickupAt: search.pickupAt, returnAt: search.returnAt, extras } : null);
  const bookable = car?.status === 'active';
  const wide = useWidescreen();
  const canBook = bookable && !taken && !!quote.data && !quote.isError;
  // The pinned bar's "Book" steps aside while the quote panel's own "Book" is in view (no second
  // button beside it); the bar keeps its place in the page, so nothing below moves.
  const [panelBook, setPanelBook] = useState<HTMLButtonElement | null>(null);
  const panelBookInView = useOnScreen(wide ? null : panelBook, PINNED_BAR_ZONE_PX);

  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const book = () => {
    const next = new URLSearchParams(params);
    next.set('pickupAt', search.pickupAt);
    next.set('returnAt', search.returnAt);
    navigate(`/rentals/cars/${encodeURIComponent(id)}/book?${next}`);
  };

  return (
    <Page
      title={car?.title ?? t('car.title')}
      back="/rentals"
      actions={
        car?.canEdit ? (
          <Button
            component={Link}
            to={`/merchant/rentals/cars/${encodeURIComponent(id)}/edit`}
            size="compact-sm"
            variant="light"
            leftSection={<IconEdit size={16} />}
          >
            {t('fleet.edit')}
          </Button>
        ) : undefined
      }
    >
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {car && (
        <div className={classes.detail} data-testid="rental-car-detail">
          <Stack gap="lg">
            <Gallery photos={car.photos} alt={car.title} />
            <Stack gap={4}>
              <Group gap="xs">
                <Badge variant="light" color="indigo">
                  {t(`carType.${car.carType}`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {car.merchant.name}
                </Text>
                <ChatWithButton userId={car.merchant.userId} kind="rental" id={car.id} size="compact-sm" />
              </Group>
              <Title order={2} size="h3">
                {car.title}
              </Title>
              <Text>
                <Text span fw={700} size="lg" className={figures.amount}>
                  {aed(car.dailyPriceFils)}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  {t('list.perDay')}
                </Text>
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {t('car.weekly', { price: aed(car.weeklyPriceFils) })}
                  {' · '}
                  {t('car.monthly', { price: aed(car.monthlyPriceFils) })}
                </Text>
              </Text>
            </Stack>
            {!bookable && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
                {t('car.notBookable')}
              </Alert>
            )}
            <Facts car={car} />
            {car.features.length > 0 && (
              <Stack gap={6}>
                <Title order={3} size="h5">
                  {t('car.features')}
                </Title>
                <Group gap={6} data-testid="rental-features">
                  {car.features.map((feature) => (
                    <Badge key={feature} variant="outline" color="gray" tt="none">
                      {featureLabel(t, feature)}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            )}
            {car.description && (
              <Text style={{ whiteSpace: 'pre-wrap' }} size="sm" dir="auto">
                {car.description}
              </Text>
            )}
            <Paper withBorder p="md" radius="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconShieldCheck size={26} color="var(--mantine-color-indigo-6)" aria-hidden />
                <Stack gap={2}>
                  <Text fw={600}>{t('car.deposit', { amount: aed(car.depositFils) })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('car.depositText')}
                  </Text>
                </Stack>
              </Group>
            </Paper>
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('car.pickupBranches')}
              </Title>
              <BranchList branches={car.pickupBranches} />
            </Stack>
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('car.returnBranches')}
              </Title>
              <BranchList branches={car.returnBranches} />
            </Stack>
          </Stack>

          <Stack gap="md" className={classes.side}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {t('car.dates')}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('car.busyLegend')}
                </Text>
                <RangePicker
                  key={`${search.pickupAt}|${search.returnAt}`}
                  value={{ pickupAt: search.pickupAt, returnAt: search.returnAt }}
                  onChange={(range) => setParam({ pickupAt: range.pickupAt, returnAt: range.returnAt })}
                  busy={car.busy}
                  noticeHint={false}
                  months={1}
                />
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md" data-testid="rental-quote">
              <Stack gap="md">
                <ExtrasPicker value={extras} onChange={(next) => setParam({ extras: next.join(',') || null })} />
                {quote.isPending && quote.fetchStatus !== 'idle' && <Skeleton height={120} />}
                {quote.isError && <QuoteProblem error={quote.error} onRetry={() => void quote.refetch()} />}
                {quote.data && (
                  <>
                    {quote.data.shortNotice && <ShortNoticeAlert />}
                    <QuoteBreakdown quote={quote.data} />
                    {taken && (
                      <Text size="sm" c="red.7" data-testid="rental-taken">
                        {t('car.takenForRange')}
                      </Text>
                    )}
                  </>
                )}
                <Button ref={setPanelBook} size="md" onClick={book} disabled={!canBook} data-testid="rental-book">
                  {t('car.book')}
                </Button>
              </Stack>
            </Paper>
          </Stack>
        </div>
      )}
      {car && !wide && (
        // On a phone the side panel is at the end of a long page: the total and "Book" stay at hand.
        <div
          className={`${actionBar.bar} car-action-bar ${classes.bookBar}${panelBookInView ? ` ${classes.away}` : ''}`}
          aria-hidden={panelBookInView || undefined}
          data-testid="rental-book-bar"
        >
          <div className={classes.bookPrice}>
            {quote.data ? (
              <>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {t('quote.total')} · {t('list.summaryDays', { count: quote.data.days })}
                </Text>
                <Text fw={700} className={figures.amount} lineClamp={1} data-testid="rental-book-bar-total">
                  {aed(quote.data.totalFils)}
                </Text>
              </>
            ) : (
              <Text fw={700} className={figures.amount} lineClamp={1}>
                {aed(car.dailyPriceFils)}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {t('list.perDay')}
                </Text>
              </Text>
            )}
          </div>
          <Button size="md" onClick={book} disabled={!canBook} data-testid="rental-book-bar-button">
            {t('car.book')}
          </Button>
        </div>
      )}
    </Page>
  );
}

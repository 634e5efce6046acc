import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { RentalBranch } from '@souq/shared';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { goToCheckout } from '../../../lib/checkout';
import { aed } from '../../../lib/format';
import { type PayMethod, PayMethodPicker, ShortBalanceAlert, useWalletShort } from '../../wallet';
import { useCreateBooking } from '../api/bookings';
import { useDrivers } from '../api/drivers';
import { useRentalCar, useRentalQuote } from '../api/rental-cars';
import { AgreementDocument, RENTAL_AGREEMENTS, type RentalAgreement } from '../components/AgreementDocument';
import { BranchLine } from '../components/BranchList';
import { RangeTiles, ShortNoticeAlert } from '../components/DateRangeField';
import { ExtrasPicker } from '../components/ExtrasPicker';
import { PaymentSplit } from '../components/PaymentSplit';
import { QuoteBreakdown, QuoteProblem } from '../components/QuoteBreakdown';
import { RentalCarCard } from '../components/RentalCarCard';
import { dubaiParts } from '../dates';
import rentalStyles from '../rentals.module.css';
import { extrasFromParam, searchFromParams } from '../search';

const NOTES_MAX = 140;

/** The branch to preselect: the first in the searched city, else the first offered. */
function defaultBranch(branches: RentalBranch[], cityId: string | null): string {
  return (branches.find((b) => b.cityId === cityId) ?? branches[0])?.id ?? '';
}

function idsOf(value: string | null): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

/**
 * Spec orderConfirm: the car, dates and branches, drivers, extras, notes, the price breakdown and the
 * deposit hold, both agreements ("I have read and agree", required), then pay from the wallet or by card.
 */
export default function BookingConfirmPage() {
  const { t } = useTranslation('rentals');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const extras = useMemo(() => extrasFromParam(params.get('extras')), [params]);
  const driverIds = useMemo(() => idsOf(params.get('drivers')), [params]);
  const car = useRentalCar(id);
  const drivers = useDrivers();
  const quote = useRentalQuote(id, { pickupAt: search.pickupAt, returnAt: search.returnAt, extras });
  const create = useCreateBooking();
  const [notes, setNotes] = useState('');
  const [agreed, setAgreed] = useState<Record<RentalAgreement, boolean>>({ rental: false, reservation: false });
  const [reading, setReading] = useState<RentalAgreement | null>(null);
  const [method, setMethod] = useState<PayMethod>('wallet');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pickupBranchId =
    params.get('pickupBranchId') || defaultBranch(car.data?.pickupBranches ?? [], search.pickupCityId);
  const returnBranchId =
    params.get('returnBranchId') ||
    defaultBranch(car.data?.returnBranches ?? [], search.returnCityId ?? search.pickupCityId);

  const setParam = (changes: Record<string, string | null>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  // Back from "add driver": the new driver is chosen; with a single driver on file, that one is.
  const added = params.get('addedDriver');
  const only = drivers.data?.length === 1 ? drivers.data[0]?.id : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a driver was added or the list loaded
  useEffect(() => {
    if (added) {
      setParam({ drivers: [...new Set([...driverIds, added])].join(','), addedDriver: null });
    } else if (only && driverIds.length === 0 && !params.has('drivers')) {
      setParam({ drivers: only });
    }
  }, [added, only]);

  const totalFils = quote.data?.totalFils ?? null;
  const payFils = quote.data ? quote.data.totalFils + quote.data.depositFils : null;
  const short = useWalletShort(payFils);
  const blocked = method === 'wallet' && short;
  const noDriver = tried && driverIds.length === 0;
  const notAgreed = (doc: RentalAgreement) => tried && !agreed[doc];

  const submit = async () => {
    setTried(true);
    setProblem(null);
    if (!quote.data || totalFils === null || driverIds.length === 0 || !agreed.rental || !agreed.reservation) return;
    if (blocked) return;
    try {
      const result = await create.mutateAsync({
        carId: id,
        pickupBranchId,
        returnBranchId,
        pickupAt: search.pickupAt,
        returnAt: search.returnAt,
        driverIds,
        extras,
        notes: notes.trim(),
        agreeRentalAgreement: agreed.rental,
        agreeReservationAgreement: agreed.reservation,
        expectedTotalFils: totalFils,
        method,
      });
      const checkoutUrl = result.checkoutUrl ?? result.booking.checkoutUrl;
      if (checkoutUrl) goToCheckout(checkoutUrl);
      else await navigate(`/me/rentals/${encodeURIComponent(result.booking.id)}?booked=1`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.error === 'PRICE_CHANGED') {
        const fresh = await quote.refetch();
        setProblem(
          fresh.data ? t('book.priceChanged', { amount: aed(fresh.data.totalFils) }) : t('book.priceChangedShort'),
        );
      } else if (isApiError(error) && !error.handled) {
        setProblem(error.message);
        if (error.error === 'CAR_NOT_AVAILABLE') void car.refetch();
      }
    }
  };

  const addDriverPath = `/me/drivers/new?${new URLSearchParams({
    validThrough: search.returnAt,
    return: location.pathname + location.search,
  })}`;

  return (
    <Page title={t('book.title')} back={`/rentals/cars/${encodeURIComponent(id)}`}>
      {car.isPending && <LoadingState />}
      {car.isError && <ErrorState error={car.error} onRetry={() => void car.refetch()} />}
      {car.data && (
        <div className={rentalStyles.orderGrid} data-testid="booking-confirm">
          <Stack gap="md">
            <RentalCarCard car={car.data} to={`/rentals/cars/${encodeURIComponent(id)}?${params}`} compact />
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  {t('book.when')}
                </Title>
                <RangeTiles value={search} />
                {quote.data?.shortNotice && <ShortNoticeAlert />}
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  {t('book.where')}
                </Title>
                <NativeSelect
                  label={t('book.pickupBranch')}
                  value={pickupBranchId}
                  onChange={(e) => setParam({ pickupBranchId: e.currentTarget.value })}
                  data={car.data.pickupBranches.map((b) => ({ value: b.id, label: `${b.name} · ${b.cityName}` }))}
                  data-testid="book-pickup-branch"
                />
                {car.data.pickupBranches.find((b) => b.id === pickupBranchId) && (
                  <BranchLine branch={car.data.pickupBranches.find((b) => b.id === pickupBranchId) as RentalBranch} />
                )}
                <NativeSelect
                  label={t('book.returnBranch')}
                  value={returnBranchId}
                  onChange={(e) => setParam({ returnBranchId: e.currentTarget.value })}
                  data={car.data.returnBranches.map((b) => ({ value: b.id, label: `${b.name} · ${b.cityName}` }))}
                  data-testid="book-return-branch"
                />
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h5">
                    {t('book.drivers')}
                  </Title>
                  <Button
                    component={Link}
                    to={addDriverPath}
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconUserPlus size={16} />}
                    data-testid="book-add-driver"
                  >
                    {t('drivers.add')}
                  </Button>
                </Group>
                {drivers.isPending && <Skeleton height={40} />}
                {drivers.isError && <ErrorState error={drivers.error} onRetry={() => void drivers.refetch()} />}
                {drivers.data?.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('book.noDrivers')}
                  </Text>
                )}
                {drivers.data && drivers.data.length > 0 && (
                  <Checkbox.Group
                    value={driverIds}
                    onChange={(next) => setParam({ drivers: next.join(',') || null })}
                    error={noDriver ? t('validation:driverRequired') : undefined}
                  >
                    <Stack gap="xs" mt={4}>
                      {drivers.data.map((driver) => {
                        // Valid through the return day (Dubai calendar days).
                        const invalid = driver.licenceExpiryDate.slice(0, 10) < dubaiParts(search.returnAt).day;
                        return (
                          <Checkbox
                            key={driver.id}
                            value={driver.id}
                            label={driver.name}
                            description={
                              invalid
                                ? t('book.licenceTooShort')
                                : t('book.driverLine', { number: driver.licenceNumber })
                            }
                            disabled={invalid && !driverIds.includes(driver.id)}
                            data-testid="book-driver"
                          />
                        );
                      })}
                    </Stack>
                  </Checkbox.Group>
                )}
                {noDriver && drivers.data?.length === 0 && (
                  <Text size="sm" c="red.7">
                    {t('validation:driverRequired')}
                  </Text>
                )}
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Stack gap="md">
                <ExtrasPicker value={extras} onChange={(next) => setParam({ extras: next.join(',') || null })} />
                <Textarea
                  label={t('book.notes')}
                  description={t('book.notesHint', { n: NOTES_MAX - notes.length })}
                  value={notes}
                  maxLength={NOTES_MAX}
                  autosize
                  minRows={2}
                  onChange={(e) => setNotes(e.currentTarget.value.slice(0, NOTES_MAX))}
                  data-testid="book-notes"
                />
              </Stack>
            </Paper>
          </Stack>

          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  {t('book.price')}
                </Title>
                {quote.isPending && <Skeleton height={140} />}
                {quote.isError && <QuoteProblem error={quote.error} onRetry={() => void quote.refetch()} />}
                {quote.data && <QuoteBreakdown quote={quote.data} depositMethod={method} />}
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                {RENTAL_AGREEMENTS.map((doc) => (
                  <Checkbox
                    key={doc}
                    checked={agreed[doc]}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setAgreed((a) => ({ ...a, [doc]: checked }));
                    }}
                    error={notAgreed(doc) ? t('validation:mustAgree') : undefined}
                    data-testid={`agree-${doc}`}
                    label={
                      <>
                        {t('book.agree')}{' '}
                        <Anchor
                          component="button"
                          type="button"
                          onClick={(e) => {
                            e.preventDefault();
                            setReading(doc);
                          }}
                          data-testid={`read-${doc}`}
                        >
                          {t(`agreements.${doc}.title`)}
                        </Anchor>
                      </>
                    }
                  />
                ))}
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <PayMethodPicker value={method} onChange={setMethod} amountFils={payFils} />
                {quote.data && (
                  <PaymentSplit method={method} totalFils={quote.data.totalFils} depositFils={quote.data.depositFils} />
                )}
                {blocked && <ShortBalanceAlert />}
              </Stack>
            </Paper>
            {problem && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="book-problem">
                {problem}
              </Alert>
            )}
            <Button
              size="md"
              onClick={() => void submit()}
              loading={create.isPending}
              disabled={!quote.data || blocked}
              data-testid="book-submit"
            >
              {quote.data
                ? t(method === 'card' ? 'book.payByCard' : 'book.payFromWallet', { amount: aed(quote.data.totalFils) })
                : t('book.pay')}
            </Button>
          </Stack>
        </div>
      )}
      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? t(`agreements.${reading}.title`) : ''}
        size="lg"
        centered
      >
        {reading && (
          <Stack gap="md">
            <AgreementDocument doc={reading} withTitle={false} />
            <Group justify="space-between">
              <Anchor component={Link} to={`/rentals/agreements/${reading}`} size="sm" target="_blank">
                {t('book.openAgreement')}
              </Anchor>
              <Button
                onClick={() => {
                  setAgreed((a) => ({ ...a, [reading]: true }));
                  setReading(null);
                }}
                data-testid="agreement-accept"
              >
                {t('book.agreeButton')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Page>
  );
}

import {
  ActionIcon,
  Button,
  Group,
  Input,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type Booking,
  CLAIM_ITEM_KINDS,
  CLAIM_KINDS_NEEDING_PHOTOS,
  type ClaimItemKind,
  excessMileage,
  formatMessageParams,
  parseAmountToFils,
  RENTAL_ODOMETER_MAX_KM,
} from '@souq/shared';
import { IconCheck, IconKey, IconPlus, IconRotateClockwise, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { isApiError } from '../../../lib/api';
import { aed, formatNumber, kmUnit } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { useBookingAction } from '../api/bookings';
import { dubaiIso, dubaiParts, dubaiToday, formatTimeOfDay, timeSlots } from '../dates';
import { returnSettlement } from '../settlement';
import { PhotoUploader, type UploadedPhoto } from './PhotoUploader';

/**
 * What the merchant itemises at the return. Overtime and the kilometres beyond the allowance are
 * computed by the server (from the return time and the odometer), so they are not entered here.
 */
const EXTRA_CHARGE_KINDS = CLAIM_ITEM_KINDS.filter((kind) => kind !== 'excess_mileage');
const MAX_PHOTOS = 20;

interface ChargeDraft {
  key: number;
  kind: ClaimItemKind;
  amount: string;
  note: string;
  photos: UploadedPhoto[];
}

function FuelSlider({ value, onChange, testId }: { value: number; onChange: (v: number) => void; testId: string }) {
  const { t } = useTranslation('rentals');
  return (
    <Input.Wrapper label={t('merchant.fuel', { n: formatNumber(value, appLanguage()) })}>
      <Slider
        mt="xs"
        mb="lg"
        min={0}
        max={8}
        step={1}
        value={value}
        onChange={onChange}
        label={null}
        marks={[
          { value: 0, label: t('merchant.fuelEmpty') },
          { value: 4, label: '½' },
          { value: 8, label: t('merchant.fuelFull') },
        ]}
        thumbLabel={t('merchant.fuelLabel')}
        data-testid={testId}
      />
    </Input.Wrapper>
  );
}

/** What is wrong with an odometer reading (a `validation:`/`rentals:` key and params), or null. */
export function odometerProblem(
  value: string | number,
  handoverKm: number | null,
): { key: string; params?: Record<string, unknown> } | null {
  if (value === '' || value === null || value === undefined) return { key: 'rentals:merchant.odometerRequired' };
  const km = Number(value);
  if (!Number.isInteger(km) || km < 0) return { key: 'validation:integer' };
  if (km > RENTAL_ODOMETER_MAX_KM) return { key: 'validation:tooLarge' };
  if (handoverKm !== null && km < handoverKm)
    return { key: 'validation:odometerBelowHandover', params: { km: handoverKm } };
  return null;
}

function ConditionFields({
  odometer,
  setOdometer,
  odometerError,
  fuel,
  setFuel,
  photos,
  setPhotos,
  note,
  setNote,
  prefix,
}: {
  odometer: string | number;
  setOdometer: (v: string | number) => void;
  /** Shown under the odometer only; the other fields are optional. */
  odometerError: string | null;
  fuel: number;
  setFuel: (v: number) => void;
  photos: UploadedPhoto[];
  setPhotos: (v: UploadedPhoto[]) => void;
  note: string;
  setNote: (v: string) => void;
  prefix: string;
}) {
  const { t } = useTranslation('rentals');
  return (
    <>
      <NumberInput
        label={t('merchant.odometer')}
        suffix={` ${kmUnit(appLanguage())}`}
        min={0}
        max={RENTAL_ODOMETER_MAX_KM}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        value={odometer}
        onChange={setOdometer}
        error={odometerError}
        dir="ltr"
        withAsterisk
        data-testid={`${prefix}-odometer`}
      />
      <FuelSlider value={fuel} onChange={setFuel} testId={`${prefix}-fuel`} />
      <PhotoUploader
        label={t('merchant.photos')}
        value={photos}
        onChange={setPhotos}
        max={MAX_PHOTOS}
        coverLabel={false}
        testId={`${prefix}-photos`}
      />
      <Textarea
        label={t('merchant.note')}
        maxLength={140}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        data-testid={`${prefix}-note`}
      />
    </>
  );
}

function HandoverForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation('rentals');
  const action = useBookingAction(booking.id);
  const [odometer, setOdometer] = useState<string | number>('');
  const [fuel, setFuel] = useState(8);
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [odometerError, setOdometerError] = useState<string | null>(null);
  const changeOdometer = (value: string | number) => {
    setOdometer(value);
    // An error shown stays only while the reading is still wrong.
    if (odometerError) {
      const problem = odometerProblem(value, null);
      setOdometerError(problem ? t(problem.key, problem.params) : null);
    }
  };
  const submit = () => {
    setError(null);
    const problem = odometerProblem(odometer, null);
    if (problem) {
      setOdometerError(t(problem.key, problem.params));
      return;
    }
    action.mutate(
      {
        id: booking.id,
        action: {
          kind: 'handover',
          body: {
            odometerKm: Number(odometer),
            fuelEighths: fuel,
            photoUploadIds: photos.map((p) => p.uploadId),
            note: note.trim() || undefined,
          },
        },
      },
      {
        onSuccess: onDone,
        onError: (e) => setError(isApiError(e) ? e.message : t('common:states.error')),
      },
    );
  };
  return (
    <Stack gap="md" data-testid="handover-form">
      <Text size="sm" c="dimmed">
        {t('merchant.handoverIntro')}
      </Text>
      <ConditionFields
        {...{ odometer, odometerError, fuel, setFuel, photos, setPhotos, note, setNote }}
        setOdometer={changeOdometer}
        prefix="handover"
      />
      {error && (
        <Text size="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
      <Button
        onClick={submit}
        loading={action.isPending}
        leftSection={<IconKey size={18} />}
        data-testid="handover-submit"
      >
        {t('merchant.handoverSubmit')}
      </Button>
    </Stack>
  );
}

function ReturnForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const action = useBookingAction(booking.id);
  const [odometer, setOdometer] = useState<string | number>('');
  const [fuel, setFuel] = useState(8);
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [note, setNote] = useState('');
  // The return time is the server's "now" unless the merchant says otherwise.
  const [now, setNow] = useState(true);
  const nowParts = dubaiParts(Date.now());
  const [day, setDay] = useState(nowParts.day);
  const [time, setTime] = useState(`${nowParts.time.slice(0, 3)}${Number(nowParts.time.slice(3)) < 30 ? '00' : '30'}`);
  const [charges, setCharges] = useState<ChargeDraft[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [odometerError, setOdometerError] = useState<string | null>(null);
  const handoverKm = booking.handover?.odometerKm ?? null;
  const changeOdometer = (value: string | number) => {
    setOdometer(value);
    if (odometerError) {
      const problem = odometerProblem(value, handoverKm);
      setOdometerError(problem ? t(problem.key, formatMessageParams(problem.key, problem.params, lang)) : null);
    }
  };

  const returnedAt = now ? undefined : dubaiIso(day, time);
  // Kilometres beyond the allowance, as the server will charge them (the shared rule).
  const mileage = booking.quote.mileage;
  const excess =
    mileage && handoverKm !== null && !odometerProblem(odometer, handoverKm)
      ? excessMileage({ ...mileage, days: booking.quote.days, handoverKm, returnKm: Number(odometer) })
      : null;
  const chargesFils = [
    ...(excess && excess.amountFils > 0 ? [excess.amountFils] : []),
    ...charges.map((c) => Number(parseAmountToFils(c.amount) ?? 0n)),
  ];
  const settlement = returnSettlement({
    returnAt: booking.returnAt,
    returnedAt: returnedAt ?? Date.now(),
    depositFils: booking.depositFils,
    chargesFils,
  });
  const enteredFils = settlement.totalFils - settlement.overtimeFils - (excess?.amountFils ?? 0);
  const badCharge = charges.some((c) => {
    const fils = parseAmountToFils(c.amount);
    return fils === null || fils <= 0n;
  });

  const check = () => {
    setError(null);
    const problem = odometerProblem(odometer, handoverKm);
    if (problem) return setOdometerError(t(problem.key, formatMessageParams(problem.key, problem.params, lang)));
    if (badCharge) return setError(t('validation:amount'));
    if (charges.some((c) => !c.note.trim())) return setError(t('merchant.chargeReasonRequired'));
    if (charges.some((c) => CLAIM_KINDS_NEEDING_PHOTOS.includes(c.kind) && c.photos.length === 0)) {
      return setError(t('merchant.chargePhotoRequired'));
    }
    if (returnedAt && Date.parse(returnedAt) > Date.now()) return setError(t('merchant.returnedInFuture'));
    setConfirming(true);
  };

  const submit = () =>
    action.mutate(
      {
        id: booking.id,
        action: {
          kind: 'return',
          body: {
            odometerKm: Number(odometer),
            fuelEighths: fuel,
            photoUploadIds: photos.map((p) => p.uploadId),
            note: note.trim() || undefined,
            ...(returnedAt ? { returnedAt } : {}),
            charges: charges.map((c) => ({
              kind: c.kind,
              amount: c.amount,
              note: c.note.trim(),
              photoUploadIds: c.photos.map((p) => p.uploadId),
            })),
          },
        },
      },
      {
        onSuccess: () => {
          setConfirming(false);
          onDone();
        },
        onError: (e) => {
          setConfirming(false);
          setError(isApiError(e) ? e.message : t('common:states.error'));
        },
      },
    );

  const update = (key: number, patch: Partial<ChargeDraft>) =>
    setCharges((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));

  return (
    <Stack gap="md" data-testid="return-form">
      <ConditionFields
        {...{ odometer, odometerError, fuel, setFuel, photos, setPhotos, note, setNote }}
        setOdometer={changeOdometer}
        prefix="return"
      />
      <Switch
        label={t('merchant.returnedNow')}
        description={t('merchant.returnedNowHint')}
        checked={now}
        onChange={(e) => setNow(e.currentTarget.checked)}
        data-testid="return-now"
      />
      {!now && (
        <Group grow align="flex-start">
          <TextInput
            type="date"
            dir="ltr"
            label={t('merchant.returnedDay')}
            value={day}
            max={dubaiToday()}
            onChange={(e) => setDay(e.currentTarget.value)}
            data-testid="return-day"
          />
          <NativeSelect
            label={t('merchant.returnedTime')}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            data={timeSlots().map((slot) => ({ value: slot, label: formatTimeOfDay(slot, lang) }))}
            data-testid="return-time"
          />
        </Group>
      )}

      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('merchant.charges')}</Text>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setCharges((list) => [
                ...list,
                { key: Date.now() + list.length, kind: 'fuel', amount: '', note: '', photos: [] },
              ])
            }
            disabled={charges.length >= 20}
            data-testid="charge-add"
          >
            {t('merchant.addCharge')}
          </Button>
        </Group>
        {charges.map((charge) => (
          <Paper key={charge.key} withBorder p="sm" radius="md" data-testid="charge-row">
            <Stack gap="xs">
              <Group align="flex-end" wrap="nowrap" gap="xs">
                <NativeSelect
                  style={{ flex: 1 }}
                  label={t('merchant.chargeKind')}
                  value={charge.kind}
                  onChange={(e) => update(charge.key, { kind: e.currentTarget.value as ChargeDraft['kind'] })}
                  data={EXTRA_CHARGE_KINDS.map((kind) => ({ value: kind, label: t(`chargeKind.${kind}`) }))}
                  data-testid="charge-kind"
                />
                <AmountInput
                  style={{ flex: 1 }}
                  label={t('merchant.chargeAmount')}
                  value={charge.amount}
                  onChange={(amount) => update(charge.key, { amount })}
                  data-testid="charge-amount"
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => setCharges((list) => list.filter((c) => c.key !== charge.key))}
                  aria-label={t('merchant.removeCharge')}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <TextInput
                placeholder={t('merchant.chargeNote')}
                aria-label={t('merchant.chargeNote')}
                withAsterisk
                maxLength={140}
                value={charge.note}
                onChange={(e) => update(charge.key, { note: e.currentTarget.value })}
              />
              {(CLAIM_KINDS_NEEDING_PHOTOS.includes(charge.kind) || charge.photos.length > 0) && (
                <PhotoUploader
                  value={charge.photos}
                  onChange={(photos) => update(charge.key, { photos })}
                  max={MAX_PHOTOS}
                  coverLabel={false}
                  testId="charge-photos"
                />
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>

      <Paper withBorder p="sm" radius="md" bg="gray.0" data-testid="return-preview">
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {now ? t('merchant.previewNow') : t('merchant.previewAt')}
          </Text>
          <dl className="rent-lines">
            <div>
              <dt>
                {t('order.overtimeLate', {
                  label: t('chargeKind.overtime'),
                  minutes: formatNumber(settlement.lateMinutes, lang),
                })}
              </dt>
              <dd data-testid="preview-overtime">{aed(settlement.overtimeFils)}</dd>
            </div>
            {excess && mileage && excess.amountFils > 0 && (
              <div>
                <dt>
                  {t('order.excessMileage', {
                    label: t('chargeKind.excess_mileage'),
                    driven: formatNumber(excess.drivenKm, lang),
                    allowance: formatNumber(excess.allowanceKm, lang),
                    excess: formatNumber(excess.excessKm, lang),
                    price: aed(excess.unitFils),
                  })}
                </dt>
                <dd data-testid="preview-excess-mileage">{aed(excess.amountFils)}</dd>
              </div>
            )}
            {charges.length > 0 && (
              <div>
                <dt>{t('merchant.otherCharges')}</dt>
                <dd>{aed(enteredFils)}</dd>
              </div>
            )}
            <div>
              <dt>{t('merchant.fromDeposit')}</dt>
              <dd data-testid="preview-from-deposit">{aed(settlement.fromDepositFils)}</dd>
            </div>
            {settlement.fromWalletFils > 0 && (
              <div>
                <dt>{t('merchant.claimBeyond')}</dt>
                <dd data-testid="preview-claim">{aed(settlement.fromWalletFils)}</dd>
              </div>
            )}
            <div className="rent-lines__total">
              <dt>{t('merchant.released')}</dt>
              <dd data-testid="preview-released">{aed(settlement.releasedFils)}</dd>
            </div>
          </dl>
        </Stack>
      </Paper>
      {error && (
        <Text size="sm" c="red.7" role="alert" data-testid="return-error">
          {error}
        </Text>
      )}
      <Button onClick={check} leftSection={<IconRotateClockwise size={18} />} data-testid="return-submit">
        {t('merchant.returnSubmit')}
      </Button>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('merchant.returnConfirmTitle')}
        text={[
          t('merchant.returnConfirmText', {
            charges: aed(settlement.fromDepositFils),
            released: aed(settlement.releasedFils),
          }),
          settlement.fromWalletFils > 0
            ? t('merchant.returnConfirmClaim', { amount: aed(settlement.fromWalletFils) })
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('merchant.returnSubmit')}
        onConfirm={submit}
        loading={action.isPending}
        confirmTestId="return-confirm"
      />
    </Stack>
  );
}

/**
 * The merchant's (or an admin's) steps on an order: confirm or decline a short-notice booking,
 * hand the car over (Renting), take it back (Completed).
 */
export function MerchantActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation('rentals');
  const phone = useMediaQuery('(max-width: 600px)');
  const action = useBookingAction(booking.id);
  const [open, setOpen] = useState<'handover' | 'return' | 'decline' | null>(null);
  const [reason, setReason] = useState('');
  const close = () => setOpen(null);

  const buttons = (() => {
    switch (booking.status) {
      case 'awaiting_confirmation':
        return (
          <Stack gap="xs">
            <Button
              leftSection={<IconCheck size={18} />}
              loading={action.isPending && !open}
              onClick={() => action.mutate({ id: booking.id, action: { kind: 'confirm' } })}
              data-testid="booking-confirm-action"
            >
              {t('merchant.confirm')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={18} />}
              onClick={() => setOpen('decline')}
              data-testid="booking-decline"
            >
              {t('merchant.decline')}
            </Button>
          </Stack>
        );
      case 'awaiting_pickup':
        return (
          <Button
            leftSection={<IconKey size={18} />}
            onClick={() => setOpen('handover')}
            data-testid="booking-handover"
          >
            {t('merchant.handover')}
          </Button>
        );
      case 'renting':
        return (
          <Button
            leftSection={<IconRotateClockwise size={18} />}
            onClick={() => setOpen('return')}
            data-testid="booking-return"
          >
            {t('merchant.return')}
          </Button>
        );
      default:
        return null;
    }
  })();

  if (!buttons) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="merchant-actions">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('merchant.nextStep')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`merchant.hint.${booking.status}`)}
        </Text>
        {buttons}
      </Stack>
      <Modal
        opened={open === 'handover' || open === 'return'}
        onClose={close}
        title={open === 'return' ? t('merchant.return') : t('merchant.handover')}
        fullScreen={phone}
        size="lg"
        centered
      >
        {open === 'handover' && <HandoverForm booking={booking} onDone={close} />}
        {open === 'return' && <ReturnForm booking={booking} onDone={close} />}
      </Modal>
      <Modal opened={open === 'decline'} onClose={close} title={t('merchant.decline')} centered>
        <Stack gap="md">
          <Text size="sm">{t('merchant.declineText')}</Text>
          <Textarea
            label={t('merchant.declineReason')}
            maxLength={140}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="decline-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() =>
                action.mutate(
                  { id: booking.id, action: { kind: 'decline', reason: reason.trim() } },
                  { onSuccess: close },
                )
              }
              data-testid="decline-confirm"
            >
              {t('merchant.decline')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type Booking,
  CLAIM_ITEM_KINDS,
  CLAIM_KINDS_NEEDING_PHOTOS,
  type ClaimItemKind,
  excessMileage,
  formatMessageParams,
  parseAmountToFils,
} from '@souq/shared';
import { IconPlus, IconRotateClockwise, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { isApiError } from '../../../lib/api';
import { aed, formatNumber } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { useBookingAction } from '../api/bookings';
import { dubaiIso, dubaiParts, dubaiToday, formatTimeOfDay, timeSlots } from '../dates';
import rentalStyles from '../rentals.module.css';
import { returnSettlement } from '../settlement';
import { ConditionFields, MAX_PHOTOS, odometerProblem } from './ConditionFields';
import { PhotoUploader, type UploadedPhoto } from './PhotoUploader';

/**
 * What the merchant itemises at the return. Overtime and the kilometres beyond the allowance are
 * computed by the server (from the return time and the odometer), so they are not entered here.
 */
const EXTRA_CHARGE_KINDS = CLAIM_ITEM_KINDS.filter((kind) => kind !== 'excess_mileage');

interface ChargeDraft {
  key: number;
  kind: ClaimItemKind;
  amount: string;
  note: string;
  photos: UploadedPhoto[];
}

/** The car is back: return time, odometer, fuel, photos and itemised charges; the order is Completed. */
export function ReturnForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
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
          <dl className={rentalStyles.lines}>
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
            <div className={rentalStyles.linesTotal}>
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

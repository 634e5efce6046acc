import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { RENTAL_LEAD_HOURS, rentalDays } from '@souq/shared';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import {
  busyDays,
  type DayRange,
  dubaiIso,
  dubaiParts,
  dubaiToday,
  formatDayKey,
  formatShortDay,
  formatTimeOfDay,
  formatWeekday,
  overlapsBusy,
  timeSlots,
} from '../dates';
import classes from './DateRangeField.module.css';
import { RangeCalendar } from './RangeCalendar';

export interface RentalRange {
  pickupAt: string;
  returnAt: string;
}

/** A booked range of the car (ISO instants). */
export interface BusyRange {
  from: string;
  to: string;
}

const SLOTS = timeSlots();

/** What is wrong with a chosen range (a translation key), or null. */
export function rangeProblem(range: RentalRange, now: number, busy?: readonly BusyRange[]): string | null {
  const pickup = Date.parse(range.pickupAt);
  const back = Date.parse(range.returnAt);
  if (!(back > pickup)) return 'calendar.returnBeforePickup';
  if (pickup < now) return 'calendar.pickupPast';
  if (busy && overlapsBusy(range, busy)) return 'calendar.rangeBusy';
  return null;
}

/** True when a pick-up is within the 48-hour notice (the merchant must confirm). */
export function isShortNotice(pickupAt: string, now: number): boolean {
  return Date.parse(pickupAt) - now < RENTAL_LEAD_HOURS * 3_600_000;
}

/** Pick-up and return as two tiles (date and time) with the rental days between them. */
export function RangeTiles({ value, onOpen }: { value: RentalRange; onOpen?: () => void }) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const pickup = dubaiParts(value.pickupAt);
  const back = dubaiParts(value.returnAt);
  const days = rentalDays(value.pickupAt, value.returnAt);
  const Tile = onOpen ? 'button' : 'div';
  return (
    <div className={classes.tiles}>
      <Tile
        type={onOpen ? 'button' : undefined}
        className={classes.tile}
        onClick={onOpen}
        data-testid="range-open"
        aria-label={onOpen ? t('calendar.change') : undefined}
      >
        <span className={classes.label}>{t('search.pickup')}</span>
        <span className={classes.date} data-testid="range-pickup-date">
          {formatShortDay(pickup.day, lang)}
        </span>
        <span className={classes.time}>
          {formatWeekday(pickup.day, lang)} {formatTimeOfDay(pickup.time, lang)}
        </span>
      </Tile>
      <div className={classes.days} data-testid="range-days">
        <strong>{formatNumber(days, lang)}</strong>
        <span>{t('search.days', { count: days })}</span>
        <IconArrowRight className="icon-directional" size={14} aria-hidden />
      </div>
      <Tile
        type={onOpen ? 'button' : undefined}
        className={classes.tile}
        onClick={onOpen}
        tabIndex={onOpen ? -1 : undefined}
      >
        <span className={classes.label}>{t('search.return')}</span>
        <span className={classes.date} data-testid="range-return-date">
          {formatShortDay(back.day, lang)}
        </span>
        <span className={classes.time}>
          {formatWeekday(back.day, lang)} {formatTimeOfDay(back.time, lang)}
        </span>
      </Tile>
    </div>
  );
}

export interface RangePickerProps {
  value: RentalRange;
  /** Every complete, valid range chosen. */
  onChange: (range: RentalRange) => void;
  /** The draft became incomplete or invalid (a start without a return day, a past time…). */
  onInvalid?: () => void;
  /** The car's booked ranges: those days are marked and a range may not overlap them. */
  busy?: readonly BusyRange[];
  /** Show the short-notice hint for a pick-up within 48 hours. */
  noticeHint?: boolean;
  /** Months side by side; by default two on wide screens. */
  months?: 1 | 2;
}

/**
 * The calendar range and the two time selects, editing a draft; `onChange` gets every valid change.
 * Used inline (a car's page) and inside the dialog of `DateRangeField`.
 */
export function RangePicker({ value, onChange, onInvalid, busy, noticeHint = true, months }: RangePickerProps) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const wide = useMediaQuery('(min-width: 700px)');
  const pickup = dubaiParts(value.pickupAt);
  const back = dubaiParts(value.returnAt);
  const [range, setRange] = useState<DayRange>({ start: pickup.day, end: back.day });
  const [pickupTime, setPickupTime] = useState(pickup.time);
  const [returnTime, setReturnTime] = useState(back.time);
  const now = Date.now();
  const taken = useMemo(() => busyDays(busy ?? []), [busy]);

  const draft: RentalRange | null =
    range.start && range.end
      ? { pickupAt: dubaiIso(range.start, pickupTime), returnAt: dubaiIso(range.end, returnTime) }
      : null;
  const problem = draft ? rangeProblem(draft, now, busy) : null;

  const update = (next: DayRange, pTime = pickupTime, rTime = returnTime) => {
    setRange(next);
    setPickupTime(pTime);
    setReturnTime(rTime);
    const candidate =
      next.start && next.end ? { pickupAt: dubaiIso(next.start, pTime), returnAt: dubaiIso(next.end, rTime) } : null;
    if (candidate && !rangeProblem(candidate, Date.now(), busy)) onChange(candidate);
    else onInvalid?.();
  };

  const options = SLOTS.map((slot) => ({ value: slot, label: formatTimeOfDay(slot, lang) }));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="range-hint">
        {!range.start || range.end ? t('calendar.pickStart') : t('calendar.pickEnd')}
      </Text>
      <RangeCalendar
        value={range}
        onChange={(next) => update(next)}
        minDay={dubaiToday(now)}
        busy={taken}
        months={months ?? (wide ? 2 : 1)}
      />
      <Group grow align="flex-start">
        <NativeSelect
          label={t('calendar.pickupTime')}
          value={pickupTime}
          onChange={(e) => update(range, e.currentTarget.value, returnTime)}
          data={options}
          data-testid="range-pickup-time"
        />
        <NativeSelect
          label={t('calendar.returnTime')}
          value={returnTime}
          onChange={(e) => update(range, pickupTime, e.currentTarget.value)}
          data={options}
          data-testid="range-return-time"
        />
      </Group>
      {draft && !problem && (
        <Text size="sm" fw={500} data-testid="range-summary">
          {t('calendar.summary', {
            from: formatDayKey(range.start as string, lang),
            to: formatDayKey(range.end as string, lang),
            count: rentalDays(draft.pickupAt, draft.returnAt),
          })}
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red.7" role="alert" data-testid="range-problem">
          {t(problem)}
        </Text>
      )}
      {noticeHint && draft && !problem && isShortNotice(draft.pickupAt, now) && <ShortNoticeAlert />}
    </Stack>
  );
}

/** Spec rentalCarNotice: bookings less than 48 hours ahead need the merchant's confirmation. */
export function ShortNoticeAlert() {
  const { t } = useTranslation('rentals');
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="sm" data-testid="short-notice">
      <Text size="sm">
        {t('notice.short')}{' '}
        <Anchor component={Link} to="/rentals/notice" size="sm" fw={600}>
          {t('notice.readMore')}
        </Anchor>
      </Text>
    </Alert>
  );
}

/** The pick-up and return tiles; tapping them opens the calendar and times in a dialog. */
export function DateRangeField({
  value,
  onChange,
  busy,
}: Omit<RangePickerProps, 'noticeHint' | 'onInvalid' | 'months'>) {
  const { t } = useTranslation('rentals');
  const phone = useMediaQuery('(max-width: 600px)');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<RentalRange | null>(value);
  const open = () => {
    setDraft(rangeProblem(value, Date.now(), busy) ? null : value);
    setOpened(true);
  };
  return (
    <>
      <RangeTiles value={value} onOpen={open} />
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('calendar.title')}
        fullScreen={phone}
        size="auto"
        centered
      >
        {opened && (
          <Stack gap="md" miw={phone ? undefined : 320}>
            <RangePicker value={value} onChange={setDraft} onInvalid={() => setDraft(null)} busy={busy} />
            <Button
              onClick={() => {
                if (draft) onChange(draft);
                setOpened(false);
              }}
              disabled={!draft}
              data-testid="range-done"
            >
              {t('calendar.done')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}

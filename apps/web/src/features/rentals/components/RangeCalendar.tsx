import { ActionIcon } from '@mantine/core';
import { directionOf } from '@souq/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../../lib/i18n';
import {
  addDays,
  addMonths,
  type BusyDays,
  compareDays,
  type DayKey,
  type DayRange,
  dayInRange,
  dayLabel,
  dayNumber,
  monthGrid,
  monthOf,
  monthTitle,
  tapDay,
  weekdayNames,
  weekStartOf,
} from '../dates';
import classes from './RangeCalendar.module.css';

export interface RangeCalendarProps {
  value: DayRange;
  /** Called with the next range on each tap. Omit for a read-only calendar (busy days on a car page). */
  onChange?: (range: DayRange) => void;
  /** Days before this cannot be chosen (today in Dubai). */
  minDay: DayKey;
  /** Days the car is taken: struck through; fully taken days cannot be chosen. */
  busy?: BusyDays;
  /** Months shown side by side on wide screens. */
  months?: 1 | 2;
  /** The month shown first (defaults to the range's start or the first allowed day). */
  initialMonth?: string;
}

/**
 * A compact, accessible range calendar: a month grid (names and digits from Intl in the app's
 * language, weeks starting where the language starts them), tap the pick-up day then the return
 * day; past days and busy days are disabled. Arrow keys move between days (mirrored in Arabic),
 * Enter or Space picks.
 */
export function RangeCalendar({ value, onChange, minDay, busy, months = 1, initialMonth }: RangeCalendarProps) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const rtl = directionOf(lang) === 'rtl';
  const weekStart = useMemo(() => weekStartOf(lang), [lang]);
  const weekdays = useMemo(() => weekdayNames(lang, weekStart), [lang, weekStart]);
  const [month, setMonth] = useState(() => initialMonth ?? monthOf(value.start ?? minDay));
  const [focusDay, setFocusDay] = useState<DayKey>(value.start ?? minDay);
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const readOnly = !onChange;
  const firstMonth = monthOf(minDay);

  const disabled = (day: DayKey) => compareDays(day, minDay) < 0 || busy?.get(day) === 'full';

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const shown = Array.from({ length: months }, (_, i) => addMonths(month, i));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: DayKey) => {
    const forward = rtl ? -1 : 1;
    const steps: Record<string, number> = {
      ArrowRight: forward,
      ArrowLeft: -forward,
      ArrowDown: 7,
      ArrowUp: -7,
      PageDown: 30,
      PageUp: -30,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    let next = addDays(day, step);
    if (compareDays(next, minDay) < 0) next = minDay;
    const nextMonth = monthOf(next);
    if (!shown.includes(nextMonth)) setMonth(compareDays(next, day) > 0 ? addMonths(nextMonth, 1 - months) : nextMonth);
    moveFocus.current = true;
    setFocusDay(next);
  };

  return (
    <div
      ref={gridRef}
      className={months === 2 ? `${classes.calendar} ${classes.two}` : classes.calendar}
      data-testid="range-calendar"
    >
      {shown.map((m, index) => (
        <div key={m}>
          <div className={classes.head}>
            {index === 0 ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setMonth(addMonths(month, -1))}
                disabled={m <= firstMonth}
                aria-label={t('calendar.prevMonth')}
                data-testid="range-prev-month"
              >
                <IconChevronLeft className="icon-directional" size={18} />
              </ActionIcon>
            ) : (
              <span style={{ inlineSize: 28 }} />
            )}
            <div className={classes.title} aria-live="polite">
              {monthTitle(m, lang)}
            </div>
            {index === shown.length - 1 ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setMonth(addMonths(month, 1))}
                aria-label={t('calendar.nextMonth')}
                data-testid="range-next-month"
              >
                <IconChevronRight className="icon-directional" size={18} />
              </ActionIcon>
            ) : (
              <span style={{ inlineSize: 28 }} />
            )}
          </div>
          <table className={classes.grid} aria-label={monthTitle(m, lang)}>
            <thead>
              <tr>
                {weekdays.map((name) => (
                  <th key={name} scope="col" className={classes.weekday}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(m, weekStart).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((day, col) => {
                    // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity but their column
                    if (!day) return <td key={`pad-${col}`} className={classes.cell} />;
                    const place = dayInRange(day, value);
                    const isDisabled = disabled(day);
                    const taken = busy?.get(day);
                    const edge = place === 'start' || place === 'end' || place === 'single';
                    const label = [
                      dayLabel(day, lang),
                      taken === 'full' ? t('calendar.busy') : taken === 'part' ? t('calendar.partBusy') : null,
                      place === 'start' || place === 'single' ? t('calendar.pickupDay') : null,
                      place === 'end' || (place === 'single' && value.end) ? t('calendar.returnDay') : null,
                    ]
                      .filter(Boolean)
                      .join(', ');
                    return (
                      <td key={day} className={classes.cell} data-in={place ?? undefined}>
                        <button
                          type="button"
                          className={classes.day}
                          data-day={day}
                          data-testid={`range-day-${day}`}
                          data-edge={edge || undefined}
                          data-busy={taken}
                          data-today={day === minDay || undefined}
                          disabled={isDisabled || readOnly}
                          tabIndex={day === focusDay ? 0 : -1}
                          aria-label={label}
                          aria-pressed={!!place}
                          onClick={() => {
                            setFocusDay(day);
                            onChange?.(tapDay(value, day, busy));
                          }}
                          onKeyDown={(event) => onKeyDown(event, day)}
                        >
                          {dayNumber(day, lang)}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/shared/src/i18n/locales/en/rentals.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import type { BusyDays, DayRange } from '../dates';
import { RangeCalendar } from './RangeCalendar';

setupComponentTests({ rentals: en }, ['rentals']);

function Harness({ busy, onChange }: { busy?: BusyDays; onChange?: (range: DayRange) => void }) {
  const [range, setRange] = useState<DayRange>({ start: null, end: null });
  return (
    <RangeCalendar
      value={range}
      minDay="2026-03-10"
      busy={busy}
      onChange={(next) => {
        setRange(next);
        onChange?.(next);
      }}
    />
  );
}

const day = (key: string) => screen.getByTestId(`range-day-${key}`);

describe('the range calendar', () => {
  it('shows the month of the first allowed day with past days disabled', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('March 2026')).toBeTruthy();
    expect((day('2026-03-09') as HTMLButtonElement).disabled).toBe(true);
    expect((day('2026-03-10') as HTMLButtonElement).disabled).toBe(false);
    expect(day('2026-03-10').getAttribute('aria-label')).toMatch(/Tuesday, 10 March 2026/);
  });

  it('takes the pick-up day, then the return day, and marks the days between', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    fireEvent.click(day('2026-03-12'));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-12', end: null });
    fireEvent.click(day('2026-03-15'));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-12', end: '2026-03-15' });
    expect(day('2026-03-13').closest('td')?.getAttribute('data-in')).toBe('inside');
    expect(day('2026-03-12').getAttribute('aria-pressed')).toBe('true');
    expect(day('2026-03-16').getAttribute('aria-pressed')).toBe('false');
  });

  it('blocks fully booked days and strikes partly booked ones', () => {
    const busy: BusyDays = new Map([
      ['2026-03-14', 'full'],
      ['2026-03-13', 'part'],
    ]);
    renderWithProviders(<Harness busy={busy} />);
    expect((day('2026-03-14') as HTMLButtonElement).disabled).toBe(true);
    expect(day('2026-03-14').getAttribute('aria-label')).toMatch(/booked/);
    expect((day('2026-03-13') as HTMLButtonElement).disabled).toBe(false);
    expect(day('2026-03-13').getAttribute('data-busy')).toBe('part');
  });

  it('moves between days and months with the keyboard', () => {
    renderWithProviders(<Harness />);
    const first = day('2026-03-10');
    expect(first.tabIndex).toBe(0);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('2026-03-11'));
    fireEvent.keyDown(day('2026-03-11'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('2026-03-18'));
    fireEvent.keyDown(day('2026-03-18'), { key: 'PageDown' });
    expect(screen.getByText('April 2026')).toBeTruthy();
    expect(document.activeElement).toBe(day('2026-04-17'));
  });
});

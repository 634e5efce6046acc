import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/shared/src/i18n/locales/en/rentals.json';
import type { BusyDays, DayRange } from '../dates';
import { RangeCalendar } from './RangeCalendar';

beforeAll(async () => {
  // Mantine reads the colour scheme preference.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { rentals: en } }, ns: ['rentals'] });
});

afterEach(cleanup);

function Harness({ busy, onChange }: { busy?: BusyDays; onChange?: (range: DayRange) => void }) {
  const [range, setRange] = useState<DayRange>({ start: null, end: null });
  return (
    <MantineProvider>
      <RangeCalendar
        value={range}
        minDay="2026-03-10"
        busy={busy}
        onChange={(next) => {
          setRange(next);
          onChange?.(next);
        }}
      />
    </MantineProvider>
  );
}

const day = (key: string) => screen.getByTestId(`range-day-${key}`);

describe('the range calendar', () => {
  it('shows the month of the first allowed day with past days disabled', () => {
    render(<Harness />);
    expect(screen.getByText('March 2026')).toBeTruthy();
    expect((day('2026-03-09') as HTMLButtonElement).disabled).toBe(true);
    expect((day('2026-03-10') as HTMLButtonElement).disabled).toBe(false);
    expect(day('2026-03-10').getAttribute('aria-label')).toMatch(/Tuesday, 10 March 2026/);
  });

  it('takes the pick-up day, then the return day, and marks the days between', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
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
    render(<Harness busy={busy} />);
    expect((day('2026-03-14') as HTMLButtonElement).disabled).toBe(true);
    expect(day('2026-03-14').getAttribute('aria-label')).toMatch(/booked/);
    expect((day('2026-03-13') as HTMLButtonElement).disabled).toBe(false);
    expect(day('2026-03-13').getAttribute('data-busy')).toBe('part');
  });

  it('moves between days and months with the keyboard', () => {
    render(<Harness />);
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

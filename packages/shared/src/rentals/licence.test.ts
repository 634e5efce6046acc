import { describe, expect, it } from 'vitest';
import { dubaiDay } from '../time';
import { formatCalendarDay, licenceProblem } from './licence';

describe('licenceProblem', () => {
  it('says when a licence expires before the return, with both dates', () => {
    expect(licenceProblem('2026-12-03', { today: '2026-11-25', returnDay: '2026-12-05' }, 'en')).toEqual({
      key: 'licenceExpiresBeforeReturn',
      params: { expiry: '3 Dec 2026', return: '5 Dec 2026' },
    });
    expect(licenceProblem('2026-12-05', { today: '2026-11-25', returnDay: '2026-12-05' }, 'en')).toBeNull();
  });

  it('says the date of an expired licence', () => {
    expect(licenceProblem('2026-01-14', { today: '2026-01-15' }, 'en')).toEqual({
      key: 'licenceExpiredOn',
      params: { date: '14 Jan 2026' },
    });
    expect(licenceProblem('2026-01-15', { today: '2026-01-15' }, 'en')).toBeNull();
  });

  it('formats days in the language and takes the Dubai calendar day', () => {
    expect(formatCalendarDay('2026-12-03', 'fr')).toBe('3 déc. 2026');
    expect(dubaiDay('2026-03-01T20:00:00Z')).toBe('2026-03-02');
  });
});

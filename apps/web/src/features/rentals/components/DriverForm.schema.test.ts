import { describe, expect, it } from 'vitest';
import { odometerProblem } from './ConditionFields';
import { driverFormSchema, driverFormValues } from './DriverForm';

const valid = {
  ...driverFormValues(),
  name: 'Omar Al Mansoori',
  sex: 'male',
  birthDate: '1990-05-01',
  licenceNumber: 'DXB-7718204',
  licenceFirstIssueDate: '2014-03-10',
  licenceExpiryDate: '2026-12-03',
  licenceFrontUploadId: '00000000-0000-4000-8000-000000000001',
  licenceBackUploadId: '00000000-0000-4000-8000-000000000002',
  mobile: '0501234567',
  email: 'omar@example.com',
};

const issues = (schema: ReturnType<typeof driverFormSchema>, values: object) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => ({ ...i, path: i.path.join('.') }));
};

describe('driver form', () => {
  it('pre-selects no sex: the choice is required', () => {
    expect(driverFormValues().sex).toBe('');
    const found = issues(driverFormSchema('2026-11-25', null, 'en'), { ...valid, sex: '' });
    expect(found).toEqual([expect.objectContaining({ path: 'sex', message: 'validation:required' })]);
    expect(issues(driverFormSchema('2026-11-25', null, 'en'), valid)).toEqual([]);
  });

  it('added while booking, refuses a licence expiring before the return, saying both dates', () => {
    const found = issues(driverFormSchema('2026-11-25', '2026-12-05T10:00:00+04:00', 'en'), valid);
    expect(found).toEqual([
      expect.objectContaining({
        path: 'licenceExpiryDate',
        message: 'validation:licenceExpiresBeforeReturn',
        params: { expiry: '3 Dec 2026', return: '5 Dec 2026' },
      }),
    ]);
    // Valid through the return day is fine.
    const through = { ...valid, licenceExpiryDate: '2026-12-05' };
    expect(issues(driverFormSchema('2026-11-25', '2026-12-05T10:00:00+04:00', 'en'), through)).toEqual([]);
  });

  it('says the date of an expired licence', () => {
    const found = issues(driverFormSchema('2026-12-04', null, 'en'), valid);
    expect(found).toEqual([
      expect.objectContaining({ message: 'validation:licenceExpiredOn', params: { date: '3 Dec 2026' } }),
    ]);
  });
});

describe('odometer reading at hand-over and return', () => {
  it('is required, a whole number within bounds, and not below the hand-over reading', () => {
    expect(odometerProblem('', null)?.key).toBe('rentals:merchant.odometerRequired');
    expect(odometerProblem(12.5, null)?.key).toBe('validation:integer');
    expect(odometerProblem(10_000_001, null)?.key).toBe('validation:tooLarge');
    expect(odometerProblem(11_999, 12_000)).toEqual({
      key: 'validation:odometerBelowHandover',
      params: { km: 12_000 },
    });
    expect(odometerProblem(12_000, 12_000)).toBeNull();
    expect(odometerProblem(0, null)).toBeNull();
  });
});

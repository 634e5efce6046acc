import { describe, expect, it } from 'vitest';
import { returnSettlement } from './settlement';

const DUE = '2026-03-13T10:00:00+04:00';
const at = (minutesLate: number) => Date.parse(DUE) + minutesLate * 60_000;

describe('settling a return from the deposit', () => {
  it('charges AED 200 for 45 minutes late and releases the rest of the deposit', () => {
    expect(returnSettlement({ returnAt: DUE, returnedAt: at(45), depositFils: 100_000, chargesFils: [] })).toEqual({
      lateMinutes: 45,
      overtimeFils: 20_000,
      totalFils: 20_000,
      fromDepositFils: 20_000,
      releasedFils: 80_000,
      fromWalletFils: 0,
    });
  });

  it('charges nothing for an early or on-time return', () => {
    const early = returnSettlement({ returnAt: DUE, returnedAt: at(-30), depositFils: 100_000, chargesFils: [] });
    expect(early).toMatchObject({ lateMinutes: 0, totalFils: 0, releasedFils: 100_000 });
  });

  it('adds the other charges and asks the wallet for what the deposit does not cover', () => {
    const result = returnSettlement({
      returnAt: DUE,
      returnedAt: at(61),
      depositFils: 50_000,
      chargesFils: [12_500, 40_000],
    });
    expect(result).toMatchObject({
      overtimeFils: 30_000,
      totalFils: 82_500,
      fromDepositFils: 50_000,
      releasedFils: 0,
      fromWalletFils: 32_500,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { splitOverDeposit } from './deposit';

describe('splitOverDeposit', () => {
  it('covers the charges in order until the deposit runs out', () => {
    expect(splitOverDeposit([20_000, 40_000, 10_000], 50_000)).toEqual({
      coveredFils: [20_000, 30_000, 0],
      fromDepositFils: 50_000,
      releasedFils: 0,
      uncoveredFils: 20_000,
    });
  });

  it('gives back what the charges leave of the deposit', () => {
    expect(splitOverDeposit([12_500], 100_000)).toEqual({
      coveredFils: [12_500],
      fromDepositFils: 12_500,
      releasedFils: 87_500,
      uncoveredFils: 0,
    });
  });

  it('leaves every charge uncovered when there is no deposit to draw on', () => {
    expect(splitOverDeposit([5_000, 7_000], 0)).toMatchObject({ coveredFils: [0, 0], uncoveredFils: 12_000 });
    expect(splitOverDeposit([], 30_000)).toMatchObject({ fromDepositFils: 0, releasedFils: 30_000 });
  });
});

/**
 * How a return's charges fall on the rental deposit, one rule for the server that settles and the
 * return form that shows it: the deposit covers the charges in order until it runs out; what it
 * does not cover is the renter's to pay (a claim on the server); the rest of the deposit goes back.
 * Amounts in fils.
 */
export interface DepositSplit {
  /** The part of each charge the deposit covers, in the charges' order. */
  coveredFils: number[];
  /** Taken from the deposit: the sum of `coveredFils`. */
  fromDepositFils: number;
  /** Given back: the deposit less what is taken. */
  releasedFils: number;
  /** What the deposit does not cover. */
  uncoveredFils: number;
}

export function splitOverDeposit(chargesFils: readonly number[], depositFils: number): DepositSplit {
  let left = Math.max(0, depositFils);
  const coveredFils = chargesFils.map((amount) => {
    const covered = Math.min(amount, left);
    left -= covered;
    return covered;
  });
  const fromDepositFils = coveredFils.reduce((sum, fils) => sum + fils, 0);
  const totalFils = chargesFils.reduce((sum, fils) => sum + fils, 0);
  return {
    coveredFils,
    fromDepositFils,
    releasedFils: depositFils - fromDepositFils,
    uncoveredFils: totalFils - fromDepositFils,
  };
}

import { lateMinutesBetween, overtimeSurchargeFils, splitOverDeposit } from '@souq/shared';

/**
 * How a return settles: the overtime surcharge from the late minutes (the shared rule), the other
 * charges, what the deposit covers, what is released and what the renter's wallet must add.
 */
export function returnSettlement(input: {
  returnAt: string;
  returnedAt: Date | number | string;
  depositFils: number;
  chargesFils: number[];
  stepFils?: number;
}) {
  const lateMinutes = lateMinutesBetween(input.returnAt, input.returnedAt);
  const overtimeFils = overtimeSurchargeFils(lateMinutes, input.stepFils);
  const chargesFils = [overtimeFils, ...input.chargesFils];
  const split = splitOverDeposit(chargesFils, input.depositFils);
  return {
    lateMinutes,
    overtimeFils,
    totalFils: split.fromDepositFils + split.uncoveredFils,
    fromDepositFils: split.fromDepositFils,
    releasedFils: split.releasedFils,
    fromWalletFils: split.uncoveredFils,
  };
}

import { lateMinutesBetween, overtimeSurchargeFils } from '@souq/shared';

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
  const totalFils = overtimeFils + input.chargesFils.reduce((sum, fils) => sum + fils, 0);
  const fromDepositFils = Math.min(totalFils, input.depositFils);
  return {
    lateMinutes,
    overtimeFils,
    totalFils,
    fromDepositFils,
    releasedFils: input.depositFils - fromDepositFils,
    fromWalletFils: totalFils - fromDepositFils,
  };
}

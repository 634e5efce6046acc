import type { Deal, LogisticsMode, LogisticsStep } from '@souq/shared/deals/deals.schema';

/** Time left as `H:MM:SS` (hours may pass 24: the payment window is 48 h); 0:00:00 once passed. */
export function countdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The client's offset from the server clock, from the `serverNow` a deal answered with (received at `receivedAt`). */
export function serverOffset(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/** The steps a handover goes through. */
export function stepsFor(mode: LogisticsMode | null): LogisticsStep[] {
  return mode === 'delivery' ? ['scheduled', 'out_for_delivery', 'delivered'] : ['scheduled', 'picked_up'];
}

/** The one step staff may record next, or null (not paid yet for a handover, or done). */
export function nextStep(deal: Pick<Deal, 'status' | 'logistics'>): LogisticsStep | null {
  if (deal.status === 'defaulted' || deal.status === 'completed') return null;
  const done = new Set(deal.logistics.steps.map((s) => s.step));
  const next = stepsFor(deal.logistics.mode).find((s) => !done.has(s)) ?? null;
  if (next && next !== 'scheduled' && deal.status !== 'paid') return null;
  return next;
}

/** The buyer may still choose pick-up or delivery until staff schedule it. */
export function canChooseLogistics(deal: Pick<Deal, 'role' | 'status' | 'logistics'>): boolean {
  return (
    deal.role === 'buyer' &&
    (deal.status === 'awaiting_payment' || deal.status === 'paid') &&
    !deal.logistics.steps.some((s) => s.step === 'scheduled')
  );
}

/** Test helpers for auctions: a scheduled session of released cars, joined bidders, calls with keys. */

import { randomUUID } from 'node:crypto';
import type { BidReceipt, Participation, Release } from '@souq/shared/auctions/auctions.schema';
import { vinCheckDigit } from '@souq/shared/listings/vin';
import { bearer, registerAdmin, registerUserWithBalance, type TestApp, type TestUser } from '../../testing/test-app';
import { publishCar, registerDealer, type Seller, uploadCarPhoto } from '../listings/listings.testing';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function api(
  t: TestApp,
  user: TestUser | null,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { ...(user ? bearer(user.token) : {}), ...headers },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever endpoint's data they called
  return { status: res.statusCode, body: res.json() as { code: number; error?: string; message: string; data: any } };
}

export const key = () => ({ 'idempotency-key': randomUUID() });

export interface AuctionWorld {
  seller: Seller;
  admin: TestUser;
  sessionId: string;
  lotIds: string[];
  startsAt: Date;
}

/**
 * A dealer releases `cars` cars (start price AED 10,000, optional reserve), an admin approves them,
 * puts them in a timed (or live) session starting in an hour (lots of `lotMinutes`, `gap` apart) and
 * schedules it.
 */
export async function scheduledSession(
  t: TestApp,
  opts: {
    cars?: number;
    reserve?: string;
    lotMinutes?: number;
    gapMinutes?: number;
    seller?: Seller;
    admin?: TestUser;
    /** A live session with this host (default: a timed session without one). */
    live?: { hostId: string };
  } = {},
): Promise<AuctionWorld> {
  const seller = opts.seller ?? (await registerDealer(t));
  const admin = opts.admin ?? (await registerAdmin(t));
  const photo = await uploadCarPhoto(t, seller);
  const lotIds: string[] = [];
  for (let i = 0; i < (opts.cars ?? 1); i++) {
    const car = await publishCar(t, seller, photo, { vin: vinFor(i) });
    const released = await api(
      t,
      seller,
      'POST',
      '/api/auctions/releases',
      { listingId: car.id, startPrice: '10000', ...(opts.reserve ? { reserve: opts.reserve } : {}) },
      key(),
    );
    if (released.status !== 200) throw new Error(`release: ${JSON.stringify(released.body)}`);
    const lotId = (released.body.data as Release).lotId;
    const approved = await api(t, admin, 'POST', `/api/admin/auctions/releases/${lotId}/approve`);
    if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
    lotIds.push(lotId);
  }
  // Far enough ahead for a few registrations (each moves the fake clock by a minute).
  const startsAt = new Date(t.clock.now().getTime() + 3_600_000);
  const created = await api(t, admin, 'POST', '/api/admin/auctions/sessions', {
    title: 'Test session',
    kind: opts.live ? 'live' : 'timed',
    ...(opts.live ? { hostId: opts.live.hostId } : {}),
    startsAt: startsAt.toISOString(),
    lotMinutes: opts.lotMinutes ?? 30,
    gapMinutes: opts.gapMinutes ?? 1,
  });
  if (created.status !== 200) throw new Error(`session: ${JSON.stringify(created.body)}`);
  const sessionId = created.body.data.id as string;
  const set = await api(t, admin, 'PUT', `/api/admin/auctions/sessions/${sessionId}/lots`, { lotIds });
  if (set.status !== 200) throw new Error(`lots: ${JSON.stringify(set.body)}`);
  const scheduled = await api(t, admin, 'POST', `/api/admin/auctions/sessions/${sessionId}/schedule`);
  if (scheduled.status !== 200) throw new Error(`schedule: ${JSON.stringify(scheduled.body)}`);
  return { seller, admin, sessionId, lotIds, startsAt };
}

/** A valid VIN per index (check digit computed by the shared VIN rules), so several cars of one dealer differ. */
export function vinFor(i: number): string {
  // Position 9 weighs 0, so any allowed character there gives the digit it must carry.
  const body = `1HGCM82603A${String(100000 + i).slice(-6)}`;
  return `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`;
}

/** A user with AED `aed` in the wallet who joined the session with a limit of `limit` AED from the wallet. */
export async function joinedBidder(t: TestApp, sessionId: string, limit = '100000', aed = 200_000) {
  const user = await registerUserWithBalance(t, aed);
  const res = await api(
    t,
    user,
    'POST',
    `/api/auctions/sessions/${sessionId}/participation`,
    { limit, method: 'wallet' },
    key(),
  );
  if (res.status !== 200) throw new Error(`join: ${JSON.stringify(res.body)}`);
  return { ...user, participation: res.body.data as Participation };
}

export async function bid(
  t: TestApp,
  user: TestUser,
  lotId: string,
  amount: string,
  extra: { kind?: 'bid' | 'max'; allIn?: boolean } = {},
  headers: Record<string, string> = key(),
) {
  const res = await api(t, user, 'POST', `/api/auctions/lots/${lotId}/bids`, { amount, ...extra }, headers);
  return { ...res, receipt: res.body.data as BidReceipt };
}

/** Moves the fake clock to the session's start and runs the scheduler once (the lots open). */
export async function openSession(t: TestApp, world: AuctionWorld) {
  t.clock.set(world.startsAt);
  return t.app.services.auctionClose.closeDue();
}

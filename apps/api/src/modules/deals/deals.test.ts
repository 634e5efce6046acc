import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allInPrice } from '@souq/shared/auctions/fees';
import type { Deal } from '@souq/shared/deals/deals.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerUser, type TestApp, type TestUser } from '../../testing/test-app';
import { api, bid, key, openSession, scheduledSession } from '../auctions/auctions.testing';
import { sha256 } from './deals.service';
import { wonDeal } from './deals.testing';

const AED = 100;
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const balances = (userId: string) => t.app.services.ledger.balances(userId);
const lineOf = (deal: Deal, kind: string) => deal.buyerLines.find((l) => l.kind === kind)?.amountFils;

describe('deals', () => {
  it('a sold lot creates exactly one deal with the lines of allInPrice and the deposit as a credit', async () => {
    const { world, winner, deal } = await wonDeal(t);
    const hammer = lineOf(deal, 'hammer') as number;
    expect(hammer).toBeGreaterThan(11_000 * AED);
    const price = allInPrice(hammer);
    expect(deal).toMatchObject({ role: 'buyer', status: 'awaiting_payment', totalFils: price.totalFils });
    expect(lineOf(deal, 'hammer')).toBe(price.hammerFils);
    expect(lineOf(deal, 'buyerPremium')).toBe(price.buyerPremiumFils);
    expect(lineOf(deal, 'adminFee')).toBe(price.adminFeeFils);
    expect(lineOf(deal, 'vat')).toBe(price.vatFils);
    expect(deal.depositFils).toBe(winner.participation.depositFils);
    expect(lineOf(deal, 'deposit')).toBe(-winner.participation.depositFils);
    expect(deal.amountDueFils).toBe(price.totalFils - winner.participation.depositFils);
    expect(new Date(deal.payDeadline).getTime() - new Date(deal.serverNow).getTime()).toBe(48 * HOUR);
    // A rerun of the close creates nothing more; the seller sees the same deal with the payout lines.
    await t.app.services.auctionClose.closeDue();
    expect((await api(t, winner, 'GET', '/api/deals?role=buyer')).body.data.items).toHaveLength(1);
    const seller = await api(t, world.seller, 'GET', `/api/deals/${deal.id}`);
    expect(seller.body.data).toMatchObject({ role: 'seller', payoutFils: hammer - 500 * AED });
    expect(seller.body.data.sellerLines).toEqual([
      { kind: 'hammer', amountFils: hammer, days: null },
      { kind: 'sellerFee', amountFils: -500 * AED, days: null },
    ]);
    const lot = await api(t, winner, 'GET', `/api/auctions/lots/${deal.lotId}/deal`);
    expect(lot.body.data.dealId).toBe(deal.id);
  }, 60_000);

  it('pays from the wallet: insufficient funds move nothing, then ten racing payments pay once', async () => {
    // Wallet AED 5,000 all held as earnest money: the amount due is not there.
    const poor = await wonDeal(t, { aed: 5_000, limit: '20000' });
    const before = await balances(poor.winner.userId);
    const refused = await api(
      t,
      poor.winner,
      'POST',
      `/api/deals/${poor.deal.id}/pay`,
      { method: 'wallet', expectedAmountFils: poor.deal.amountDueFils },
      key(),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(poor.winner.userId)).toEqual(before);
    expect((await api(t, poor.winner, 'GET', `/api/deals/${poor.deal.id}`)).body.data.status).toBe('awaiting_payment');

    const { winner, deal } = await wonDeal(t);
    const start = await balances(winner.userId);
    const body = { method: 'wallet', expectedAmountFils: deal.amountDueFils };
    const retryKey = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(t, winner, 'POST', `/api/deals/${deal.id}/pay`, body, i < 2 ? retryKey : key()),
      ),
    );
    const paid = results.filter((r) => r.status === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.status);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe('DEAL_NOT_PAYABLE');
    // Only the one key that paid (and its twin) answer 200.
    expect(paid.length).toBeLessThanOrEqual(2);
    const end = await balances(winner.userId);
    // The deposit came back to available and the whole total is held in escrow: available fell by the amount due.
    expect(deal.amountDueFils).toBe(deal.totalFils - deal.depositFils);
    expect(start.availableFils - end.availableFils).toBe(BigInt(deal.amountDueFils));
    expect(end.heldFils - start.heldFils).toBe(BigInt(deal.totalFils - deal.depositFils));
    const after = (await api(t, winner, 'GET', `/api/deals/${deal.id}`)).body.data as Deal;
    expect(after).toMatchObject({ status: 'paid', amountDueFils: 0 });
    // The escrow is a hold on the buyer's wallet, named on the deposits page by the car.
    const holds = (await api(t, winner, 'GET', '/api/deposits/holds')).body.data.items as {
      ref: { type: string; label: string | null } | null;
      state: string;
    }[];
    const escrow = holds.find((h) => h.ref?.type === 'deal');
    expect(escrow).toMatchObject({ state: 'held', ref: { label: after.title } });
  }, 120_000);

  it('pays by card: the webhook credits the wallet and pays the order in its transaction', async () => {
    const { winner, deal } = await wonDeal(t);
    const start = await balances(winner.userId);
    const body = { method: 'card', expectedAmountFils: deal.amountDueFils };
    const res = await api(t, winner, 'POST', `/api/deals/${deal.id}/pay`, body, key());
    expect(res.status).toBe(200);
    const checkoutUrl = res.body.data.checkoutUrl as string;
    expect(checkoutUrl).toMatch(/\/pay\/sandbox\//);
    expect(res.body.data.deal.status).toBe('awaiting_payment');
    expect((await t.app.inject({ method: 'GET', url: checkoutUrl })).statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: checkoutUrl,
      payload: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const after = (await api(t, winner, 'GET', `/api/deals/${deal.id}`)).body.data as Deal;
    expect(after).toMatchObject({ status: 'paid', amountDueFils: 0, checkoutUrl: null });
    const end = await balances(winner.userId);
    // The card paid the amount due; the wallet's available balance is where it was, the total is in escrow.
    expect(end.availableFils).toBe(start.availableFils);
    expect(end.heldFils - start.heldFils).toBe(BigInt(deal.totalFils - deal.depositFils));
  }, 60_000);

  it('adds a late fee per started day after the deadline and refuses a stale amount', async () => {
    const { winner, deal } = await wonDeal(t);
    t.clock.set(new Date(new Date(deal.payDeadline).getTime() + 25 * HOUR));
    const late = (await api(t, winner, 'GET', `/api/deals/${deal.id}`)).body.data as Deal;
    expect(late.buyerLines.find((l) => l.kind === 'lateFee')).toEqual({
      kind: 'lateFee',
      amountFils: 400 * AED,
      days: 2,
    });
    expect(late.amountDueFils).toBe(deal.amountDueFils + 400 * AED);
    const stale = await api(
      t,
      winner,
      'POST',
      `/api/deals/${deal.id}/pay`,
      { method: 'wallet', expectedAmountFils: deal.amountDueFils },
      key(),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('PRICE_CHANGED');
    const ok = await api(
      t,
      winner,
      'POST',
      `/api/deals/${deal.id}/pay`,
      { method: 'wallet', expectedAmountFils: late.amountDueFils },
      key(),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.deal.buyerLines.find((l: { kind: string }) => l.kind === 'lateFee').amountFils).toBe(400 * AED);
  }, 60_000);

  it('defaults an unpaid order once: deposit forfeited, a strike, bidding suspended, the car back to the seller', async () => {
    const { world, winner, deal } = await wonDeal(t);
    const before = await balances(winner.userId);
    const deals = t.app.services.deals;
    t.clock.set(new Date(new Date(deal.defaultsAt).getTime() - 1000));
    expect(await deals.defaultOne(deal.id)).toBe(false);
    t.clock.set(new Date(new Date(deal.defaultsAt).getTime() + 1000));
    const runs = await Promise.all([deals.defaultOne(deal.id), deals.defaultOne(deal.id), deals.defaultDue()]);
    expect(runs.filter((r) => r === true || r === 1)).toHaveLength(1);
    expect(await deals.defaultOne(deal.id)).toBe(false);
    const after = await balances(winner.userId);
    expect(before.heldFils - after.heldFils).toBe(BigInt(deal.depositFils));
    expect(after.availableFils).toBe(before.availableFils);
    const seen = (await api(t, winner, 'GET', `/api/deals/${deal.id}`)).body.data as Deal;
    expect(seen).toMatchObject({ status: 'defaulted', relisted: true, amountDueFils: 0 });
    const paying = await api(
      t,
      winner,
      'POST',
      `/api/deals/${deal.id}/pay`,
      { method: 'wallet', expectedAmountFils: 0 },
      key(),
    );
    expect(paying.status).toBe(409);
    // A later session: the suspended buyer may join (earnest money) but not bid.
    const later = await scheduledSession(t, { seller: world.seller, admin: world.admin });
    const joined = await api(
      t,
      winner,
      'POST',
      `/api/auctions/sessions/${later.sessionId}/participation`,
      { limit: '20000', method: 'wallet' },
      key(),
    );
    expect(joined.status).toBe(200);
    await openSession(t, later);
    const refused = await bid(t, winner, later.lotIds[0] as string, '10000');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('BIDDING_SUSPENDED');
  }, 60_000);

  it('after a default the lot is unsold: the seller offers it to the runner-up, who accepts into a deal of their own', async () => {
    const { world, winner, loser, deal } = await wonDeal(t);
    t.clock.set(new Date(new Date(deal.defaultsAt).getTime() + 1000));
    expect(await t.app.services.deals.defaultOne(deal.id)).toBe(true);
    const lot = (await api(t, world.seller, 'GET', `/api/auctions/lots/${deal.lotId}`)).body.data;
    expect(lot.state.result).toBe('unsold');
    expect(lot.secondChance).toMatchObject({ offer: null, runnerUp: { amountFils: 11_000 * AED } });
    const made = await api(t, world.seller, 'POST', `/api/auctions/lots/${deal.lotId}/second-chance`, undefined, key());
    expect(made.status).toBe(200);
    const accepted = await api(
      t,
      loser,
      'POST',
      `/api/auctions/offers/${made.body.data.id}/decision`,
      { accept: true },
      key(),
    );
    expect(accepted.status).toBe(200);
    const mine = (await api(t, loser, 'GET', '/api/deals?role=buyer')).body.data.items as Deal[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ lotId: deal.lotId, status: 'awaiting_payment' });
    expect(lineOf(mine[0] as Deal, 'hammer')).toBe(11_000 * AED);
    // The defaulted buyer keeps their defaulted deal; the seller and the new buyer are led to the new one.
    const ofLot = async (u: TestUser) =>
      (await api(t, u, 'GET', `/api/auctions/lots/${deal.lotId}/deal`)).body.data.dealId as string | null;
    expect(await ofLot(winner)).toBe(deal.id);
    expect(await ofLot(loser)).toBe(mine[0]?.id);
    expect(await ofLot(world.seller)).toBe(mine[0]?.id);
    // The defaulter's forfeited earnest money is resolved for the auction too (the sale to the
    // runner-up settled the session again and released nothing twice): their participation is applied.
    const session = (await api(t, winner, 'GET', `/api/auctions/sessions/${world.sessionId}`)).body.data;
    expect(session.me.status).toBe('applied');
  }, 90_000);

  it('pays the seller out only after payment and collection, exactly once', async () => {
    const { world, winner, deal } = await wonDeal(t);
    const admin = await registerAdmin(t);
    const step = (s: string, extra: object = {}) =>
      api(t, admin, 'POST', `/api/admin/deals/${deal.id}/logistics`, { step: s, ...extra });
    const chosen = await api(t, winner, 'PUT', `/api/deals/${deal.id}/logistics`, { mode: 'pickup' });
    expect(chosen.body.data.logistics.mode).toBe('pickup');
    expect((await step('picked_up')).body.error).toBe('LOGISTICS_STEP_INVALID');
    expect((await step('scheduled', { scheduledFor: '2030-01-01T10:00:00Z' })).status).toBe(200);
    const early = await step('picked_up');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('DEAL_NOT_PAID');
    const sellerBefore = await balances(world.seller.userId);
    const paid = await api(
      t,
      winner,
      'POST',
      `/api/deals/${deal.id}/pay`,
      { method: 'wallet', expectedAmountFils: deal.amountDueFils },
      key(),
    );
    expect(paid.status).toBe(200);
    expect((await balances(world.seller.userId)).availableFils).toBe(sellerBefore.availableFils);
    // Collected a day late: one started day of storage, charged to the buyer's wallet at the handover.
    const paidDeal = paid.body.data.deal as Deal;
    t.clock.set(new Date(new Date(paidDeal.collectBy as string).getTime() + 3_600_000));
    const stored = (await api(t, winner, 'GET', `/api/deals/${deal.id}`)).body.data as Deal;
    expect(stored.buyerLines.find((l) => l.kind === 'storage')).toEqual({
      kind: 'storage',
      amountFils: 100 * AED,
      days: 1,
    });
    const buyerBefore = await balances(winner.userId);
    const [x, y] = await Promise.all([step('picked_up'), step('picked_up')]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const sellerAfter = await balances(world.seller.userId);
    const hammer = deal.sellerLines.find((l) => l.kind === 'hammer')?.amountFils ?? 0;
    expect(sellerAfter.availableFils - sellerBefore.availableFils).toBe(BigInt(hammer - 500 * AED));
    const done = (await api(t, world.seller, 'GET', `/api/deals/${deal.id}`)).body.data as Deal;
    expect(done.status).toBe('completed');
    expect(done.payoutAt).not.toBeNull();
    expect(done.logistics.steps.map((s) => s.step)).toEqual(['scheduled', 'picked_up']);
    // The buyer's escrow is gone: nothing of the deal is held any more.
    const buyer = await balances(winner.userId);
    expect(buyer.heldFils).toBe(0n);
    expect(buyerBefore.availableFils - buyer.availableFils).toBe(BigInt(100 * AED));
  }, 60_000);

  it('signs the contract with the hash of the text, freezes it, and renders the PDF with the VIN', async () => {
    const { world, winner, deal } = await wonDeal(t);
    const read = await api(t, winner, 'GET', `/api/deals/${deal.id}/contract?lang=en`);
    expect(read.status).toBe(200);
    const contract = read.body.data;
    expect(contract).toMatchObject({ frozen: false, myRole: 'buyer', dir: 'ltr', signatures: [] });
    expect(contract.textHash).toBe(sha256(contract.text));
    const vin = /VIN: ([A-Z0-9]{17})/.exec(contract.text)?.[1];
    expect(vin).toBeDefined();
    const sign = (user: TestUser, body: object) =>
      api(t, user, 'POST', `/api/deals/${deal.id}/contract/signatures`, body);
    const wrong = await sign(winner, { fullName: 'Ali Hassan', agree: true, textHash: 'a'.repeat(64), lang: 'en' });
    expect(wrong.body.error).toBe('CONTRACT_TEXT_CHANGED');
    const noAgree = await sign(winner, {
      fullName: 'Ali Hassan',
      agree: false,
      textHash: contract.textHash,
      lang: 'en',
    });
    expect(noAgree.status).toBe(400);
    const control = await sign(winner, { fullName: 'Ali\u0007', agree: true, textHash: contract.textHash, lang: 'en' });
    expect(control.status).toBe(400);
    const signed = await sign(winner, { fullName: 'Ali Hassan', agree: true, textHash: contract.textHash, lang: 'en' });
    expect(signed.status).toBe(200);
    expect(signed.body.data.frozen).toBe(true);
    expect(signed.body.data.signatures[0]).toMatchObject({
      role: 'buyer',
      fullName: 'Ali Hassan',
      textHash: contract.textHash,
    });
    const again = await sign(winner, { fullName: 'Ali Hassan', agree: true, textHash: contract.textHash, lang: 'en' });
    expect(again.body.error).toBe('CONTRACT_ALREADY_SIGNED');
    // The seller reads and signs in Arabic, right to left, the same frozen facts.
    const ar = (await api(t, world.seller, 'GET', `/api/deals/${deal.id}/contract?lang=ar`)).body.data;
    expect(ar).toMatchObject({ dir: 'rtl', frozen: true, myRole: 'seller' });
    expect(ar.text).toContain(vin);
    const sellerSigned = await sign(world.seller, { fullName: 'سالم', agree: true, textHash: ar.textHash, lang: 'ar' });
    expect(sellerSigned.status).toBe(200);
    const shown = (await api(t, winner, 'GET', `/api/deals/${deal.id}`)).body.data as Deal;
    expect(shown.contract.buyerSignedAt).not.toBeNull();
    expect(shown.contract.sellerSignedAt).not.toBeNull();
    // A stranger sees nothing.
    const stranger = await registerUser(t);
    expect((await api(t, stranger, 'GET', `/api/deals/${deal.id}/contract`)).status).toBe(404);

    const dir = mkdtempSync(path.join(tmpdir(), 'deal-pdf-'));
    for (const lang of ['en', 'ar', 'zh-CN', 'ja', 'ru']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/deals/${deal.id}/contract.pdf?lang=${lang}`,
        headers: { authorization: `Bearer ${winner.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const file = path.join(dir, `contract-${lang}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(vin);
      const inLang = (await api(t, winner, 'GET', `/api/deals/${deal.id}/contract?lang=${lang}`)).body.data;
      expect(text.replace(/\s+/g, '')).toContain(inLang.textHash);
    }
  }, 120_000);

  it('answers bad input with 4xx, never a 500', async () => {
    const { winner, deal } = await wonDeal(t);
    const admin = await registerAdmin(t);
    const cases: [string, string, unknown?, Record<string, string>?][] = [
      ['GET', '/api/deals/not-a-uuid'],
      ['GET', '/api/deals/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/deals?role=nobody'],
      ['GET', '/api/deals?cursor=%00%01'],
      ['GET', '/api/deals?limit=100000'],
      ['GET', `/api/deals/${deal.id}/contract?lang=xx`],
      ['GET', `/api/deals/${deal.id}/contract.pdf?lang=xx`],
      ['POST', `/api/deals/${deal.id}/pay`, { method: 'wallet', expectedAmountFils: 1e20 }, key()],
      ['POST', `/api/deals/${deal.id}/pay`, { method: 'bitcoin', expectedAmountFils: 1 }, key()],
      ['POST', `/api/deals/${deal.id}/pay`, { method: 'wallet', expectedAmountFils: -1 }, key()],
      ['POST', `/api/deals/${deal.id}/pay`, { method: 'wallet', expectedAmountFils: 1.5 }, key()],
      ['POST', `/api/deals/${deal.id}/pay`, { method: 'wallet', expectedAmountFils: 5 }],
      ['POST', `/api/deals/${deal.id}/pay`, 'x', key()],
      ['PUT', `/api/deals/${deal.id}/logistics`, { mode: 'delivery' }],
      ['PUT', `/api/deals/${deal.id}/logistics`, { mode: 'delivery', address: 'a\u0000b' }],
      ['PUT', `/api/deals/${deal.id}/logistics`, { mode: 'delivery', address: 'x'.repeat(301) }],
      [
        'POST',
        `/api/deals/${deal.id}/contract/signatures`,
        { fullName: 'x'.repeat(500), agree: true, textHash: 'z', lang: 'en' },
      ],
      ['POST', `/api/deals/${deal.id}/contract/signatures`, {}],
      ['POST', `/api/admin/deals/${deal.id}/logistics`, { step: 'flying' }],
      ['GET', '/api/auctions/lots/nope/deal'],
    ];
    for (const [method, url, payload, headers] of cases) {
      const res = await api(t, winner, method as 'GET', url, payload, headers);
      expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
    }
    const adminBad = await api(t, admin, 'POST', `/api/admin/deals/${deal.id}/logistics`, {
      step: 'scheduled',
      scheduledFor: 'tomorrow',
    });
    expect(adminBad.status).toBe(400);
    expect((await api(t, winner, 'GET', '/api/admin/deals')).status).toBe(403);
    expect((await api(t, admin, 'GET', '/api/admin/deals?status=paid')).status).toBe(200);
  }, 60_000);
});

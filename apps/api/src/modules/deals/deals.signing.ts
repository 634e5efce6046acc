import { directionOf, type Language } from '@souq/shared';
import { DEAL_ERRORS } from '@souq/shared/deals/deals.errors';
import type { DealContract, SignContractBody } from '@souq/shared/deals/deals.schema';
import type { AppContext } from '../../context';
import { type Actor, isAdmin } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import { type ContractFacts, contractPdf, contractText } from './deals.contract-text';
import { dealsRepository } from './deals.repository';
import { type DealsService, sha256 } from './deals.service';
import type { DealRow } from './deals.tables';
import type { ContractPorts } from './ports';

/**
 * The sale contract: built from the deal's facts in the reader's language; the facts freeze with
 * the first signature, so every later reader (in any language) sees the contract that was signed.
 * A signature stores the typed name, the server time, the language and the exact text with its
 * SHA-256; a signer who read another text (the facts changed before the freeze) gets CONTRACT_TEXT_CHANGED.
 */
export class ContractService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deals: DealsService,
    private readonly deps: ContractPorts,
  ) {}

  private async factsOf(row: DealRow): Promise<ContractFacts> {
    if (row.contractFacts) return row.contractFacts as unknown as ContractFacts;
    const people = await this.deps.users.byIds([row.buyerId, row.sellerId]);
    const nameOf = (id: string) => {
      const u = people.get(id);
      return u?.nickname || u?.username || u?.mobile || id;
    };
    let vin = '—';
    try {
      const seller: Actor = { userId: row.sellerId, sessionId: 'deals', roles: [], merchantStatus: 'none' };
      vin = (await this.deps.listings.detail(seller, row.listingId, 'en')).vin ?? '—';
    } catch {
      // The car is gone from the listings: the contract names it by its title and lot.
    }
    return {
      dealId: row.id,
      lotId: row.lotId,
      title: row.title,
      vin,
      buyerName: nameOf(row.buyerId),
      sellerName: nameOf(row.sellerId),
      hammerFils: Number(row.hammerFils),
      buyerPremiumFils: Number(row.buyerPremiumFils),
      adminFeeFils: Number(row.adminFeeFils),
      vatFils: Number(row.vatFils),
      totalFils: Number(row.totalFils),
      depositFils: Number(row.depositFils),
      sellerFeeFils: Number(row.sellerFeeFils),
      payDeadline: row.payDeadline.toISOString(),
      lateFeePerDayFils: Number(row.lateFeePerDayFils),
      storagePerDayFils: Number(row.storagePerDayFils),
      collectionDays: row.collectionDays,
      graceHours: this.ctx.config.DEAL_GRACE_HOURS,
      suspensionDays: this.ctx.config.DEAL_SUSPENSION_DAYS,
      issuedAt: row.createdAt.toISOString(),
    };
  }

  private myRole(actor: Actor, row: DealRow): 'buyer' | 'seller' | null {
    if (row.buyerId === actor.userId) return 'buyer';
    if (row.sellerId === actor.userId) return 'seller';
    if (isAdmin(actor)) return null;
    throw notFound();
  }

  async view(actor: Actor, id: string, lang: Language): Promise<DealContract> {
    const row = await this.deals.visibleRow(actor, id);
    const myRole = this.myRole(actor, row);
    const text = contractText(await this.factsOf(row), lang);
    const sigs = await dealsRepository.signaturesOf(this.ctx.db, [row.id]);
    return {
      dealId: row.id,
      language: lang,
      dir: directionOf(lang),
      text,
      textHash: sha256(text),
      frozen: row.contractFacts !== null,
      myRole,
      signatures: sigs.map((s) => ({
        role: s.role,
        fullName: s.fullName,
        language: s.language,
        signedAt: s.signedAt.toISOString(),
        textHash: s.textHash,
      })),
    };
  }

  async sign(actor: Actor, id: string, body: SignContractBody): Promise<DealContract> {
    const row = await this.deals.visibleRow(actor, id);
    const role = this.myRole(actor, row);
    if (!role) throw notFound();
    const candidate = await this.factsOf(row);
    await inTransaction(this.ctx.db, async (tx) => {
      const locked = await dealsRepository.lock(tx, id);
      if (!locked) throw notFound();
      if (locked.status === 'defaulted') throw new AppError('INVALID_STATE');
      const facts = (locked.contractFacts as unknown as ContractFacts | null) ?? candidate;
      const text = contractText(facts, body.lang);
      const textHash = sha256(text);
      if (textHash !== body.textHash) throw new AppError(DEAL_ERRORS.CONTRACT_TEXT_CHANGED);
      const now = this.ctx.clock.now();
      if (!locked.contractFacts) {
        await dealsRepository.update(tx, id, {
          contractFacts: facts as unknown as Record<string, unknown>,
          contractFrozenAt: now,
          updatedAt: now,
        });
      }
      const inserted = await dealsRepository.insertSignature(tx, {
        dealId: id,
        role,
        userId: actor.userId,
        fullName: body.fullName,
        language: body.lang,
        text,
        textHash,
        signedAt: now,
      });
      if (!inserted) throw new AppError(DEAL_ERRORS.CONTRACT_ALREADY_SIGNED);
    });
    return this.view(actor, id, body.lang);
  }

  async pdf(actor: Actor, id: string, lang: Language): Promise<Buffer> {
    const row = await this.deals.visibleRow(actor, id);
    this.myRole(actor, row);
    const text = contractText(await this.factsOf(row), lang);
    const sigs = await dealsRepository.signaturesOf(this.ctx.db, [row.id]);
    return contractPdf(text, lang, sigs, sha256(text));
  }
}

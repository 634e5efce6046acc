import type { Language, RentalBranch, RentalBranchInput, RentalBranchPatch } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import type { RegionsService } from '../regions/regions.service';
import type { FleetPresenter } from './fleet.presenter';
import { fleetRepository } from './fleet.repository';
import { requireMerchant } from './fleet.rules';
import type { RentalBranchRow } from './rentals.tables';

/** A merchant's pick-up and return branches: a car offers some of them, a booking names two. */
export class FleetBranches {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { regions: RegionsService },
    private readonly presenter: FleetPresenter,
  ) {}

  async create(actor: Actor, input: RentalBranchInput, lang: Language): Promise<RentalBranch> {
    requireMerchant(actor);
    const city = await this.deps.regions.requireCity(input.cityId, 'cityId');
    const row = await fleetRepository.insertBranch(this.ctx.db, {
      ownerId: actor.userId,
      name: input.name,
      cityId: city.cityId,
      emirateId: city.emirateId,
      address: input.address,
      lat: input.lat,
      lng: input.lng,
      createdAt: this.ctx.clock.now(),
    });
    return this.presenter.branch(row, lang);
  }

  async mine(actor: Actor, lang: Language): Promise<{ items: RentalBranch[] }> {
    requireMerchant(actor);
    const rows = await fleetRepository.branchesOf(this.ctx.db, actor.userId);
    return { items: await Promise.all(rows.map((r) => this.presenter.branch(r, lang))) };
  }

  async get(actor: Actor, id: string, lang: Language): Promise<RentalBranch> {
    requireMerchant(actor);
    return this.presenter.branch(await this.requireOwn(actor, id), lang);
  }

  async update(actor: Actor, id: string, patch: RentalBranchPatch, lang: Language): Promise<RentalBranch> {
    requireMerchant(actor);
    const branch = await this.requireOwn(actor, id);
    const changes: Partial<RentalBranchRow> = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.address !== undefined) changes.address = patch.address;
    if (patch.lat !== undefined) changes.lat = patch.lat;
    if (patch.lng !== undefined) changes.lng = patch.lng;
    if (patch.cityId !== undefined && patch.cityId !== branch.cityId) {
      const city = await this.deps.regions.requireCity(patch.cityId, 'cityId');
      changes.cityId = city.cityId;
      changes.emirateId = city.emirateId;
    }
    if (Object.keys(changes).length === 0) return this.presenter.branch(branch, lang);
    const row = await inTransaction(this.ctx.db, async (tx) => {
      const updated = await fleetRepository.updateBranch(tx, branch.id, changes);
      // Cars take their city from their first pick-up branch.
      if (changes.cityId) await fleetRepository.refreshCarCities(tx, branch.id);
      return updated;
    });
    return this.presenter.branch(row, lang);
  }

  /** Soft delete; refused while a car that is not removed offers the branch. */
  async remove(actor: Actor, id: string): Promise<void> {
    requireMerchant(actor);
    const branch = await this.requireOwn(actor, id);
    if ((await fleetRepository.carsUsingBranch(this.ctx.db, branch.id)) > 0) {
      throw new AppError('INVALID_STATE');
    }
    await fleetRepository.updateBranch(this.ctx.db, branch.id, { deletedAt: this.ctx.clock.now() });
  }

  /** A branch as bookings show it; deleted ones too, since old orders still name them. */
  async byId(id: string, lang: Language, tx?: Tx): Promise<RentalBranch> {
    const db = tx ?? this.ctx.db;
    const row = await fleetRepository.findBranch(db, id);
    if (!row) throw notFound();
    return this.presenter.branch(row, lang);
  }

  private async requireOwn(actor: Actor, id: string): Promise<RentalBranchRow> {
    const row = await fleetRepository.findBranch(this.ctx.db, id);
    if (!row || row.ownerId !== actor.userId || row.deletedAt) throw notFound();
    return row;
  }
}

import { filsToDecimalString } from '@souq/shared';
import { AUCTION_ERRORS } from '@souq/shared/auctions/auctions.errors';
import type { BidRefusal, EngineLot, EngineMaximum, EngineRules } from '@souq/shared/auctions/engine';
import { type AuctionFeeTable, DEFAULT_AUCTION_FEES } from '@souq/shared/auctions/fees';
import { DEFAULT_INCREMENT_BANDS } from '@souq/shared/auctions/increments';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { AuctionLotRow, AuctionMaximumRow } from './auctions.tables';

/**
 * Glue between the rows and the pure engine of packages/shared (auctions/engine.ts, fees.ts,
 * increments.ts): the rules themselves live there, never here.
 */

/** The engine's rules from config: the soft close and the increment table (the shared default). */
export function engineRules(config: Config): EngineRules {
  return { softCloseMs: config.AUCTION_SOFT_CLOSE_MS, bands: DEFAULT_INCREMENT_BANDS };
}

/** The fee table every all-in figure uses (the shared default; the terms endpoint shows it). */
export function feeTable(_config: Config): AuctionFeeTable {
  return DEFAULT_AUCTION_FEES;
}

export function engineLotOf(lot: AuctionLotRow): EngineLot {
  if (!lot.startsAt || !lot.endsAt) throw new Error(`lot ${lot.id} has no schedule`);
  return {
    phase: lot.status === 'closed' ? 'closed' : lot.status === 'open' ? 'open' : 'scheduled',
    startsAt: lot.startsAt.getTime(),
    endsAt: lot.endsAt.getTime(),
    startPriceFils: Number(lot.startPriceFils),
    priceFils: lot.priceFils === null ? null : Number(lot.priceFils),
    leaderId: lot.leaderId,
    sellerId: lot.sellerId,
    bidCount: lot.bidCount,
  };
}

export function engineMaximaOf(rows: AuctionMaximumRow[]): EngineMaximum[] {
  return rows.map((m) => ({ bidderId: m.bidderId, maxFils: Number(m.maxFils), seq: m.seq }));
}

const AED_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount in an error's or a notification's text, "AED 10,250" (Latin digits in every language). */
export const aed = (fils: bigint | number) => `AED ${AED_FORMAT.format(Number(filsToDecimalString(fils)))}`;

/** The engine's refusal as the translated error the client sees. */
export function refusalError(reason: BidRefusal, minFils: number): AppError {
  switch (reason) {
    case 'BID_TOO_LOW':
      return new AppError(AUCTION_ERRORS.BID_TOO_LOW, { min: aed(minFils), minFils });
    case 'MAX_NOT_RAISED':
      return new AppError(AUCTION_ERRORS.MAX_NOT_RAISED, { min: aed(minFils), minFils });
    default:
      return new AppError(AUCTION_ERRORS[reason]);
  }
}

import type { BiddingService } from '../auctions/auctions.bidding';
import type { ParticipationService } from '../auctions/auctions.participation';
import type { SecondChanceService } from '../auctions/auctions.second-chance';
import type { DepositsService } from '../deposits/deposits.service';
import type { ListingsService } from '../listings/listings.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentsService } from '../payments/payments.service';
import type { UsersService } from '../users/users.service';
import type { LedgerService } from '../wallet/ledger.service';

/** The other domains' services the deals domain uses (its index.ts passes them from `build`). */
export interface DealsPorts {
  ledger: Pick<LedgerService, 'hold' | 'capture' | 'charge'>;
  deposits: Pick<DepositsService, 'apply' | 'labelRefs'>;
  payments: Pick<PaymentsService, 'startCheckout' | 'onSucceeded'>;
  notifications: Pick<NotificationsService, 'notify'>;
  auctionParticipation: Pick<ParticipationService, 'winnerDeposits'>;
  auctionBids: Pick<BiddingService, 'suspend'>;
  auctionSecondChance: Pick<SecondChanceService, 'buyerDefaulted'>;
}

export interface ContractPorts {
  users: Pick<UsersService, 'byIds'>;
  listings: Pick<ListingsService, 'detail'>;
}

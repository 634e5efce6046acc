import type { AppContext } from '../../context';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentsService } from '../payments/payments.service';
import type { UsersService } from '../users/users.service';
import type { LedgerService } from '../wallet/ledger.service';
import type { DriversService } from './drivers.service';
import type { FleetService } from './fleet.service';

export interface BookingsDeps {
  fleet: FleetService;
  drivers: DriversService;
  ledger: LedgerService;
  payments: PaymentsService;
  notifications: NotificationsService;
  users: UsersService;
}

/** Rental bookings (orders): create and pay, confirm, hand over, return, cancel. */
export class BookingsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: BookingsDeps,
  ) {}
}

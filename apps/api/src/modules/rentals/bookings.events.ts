import type { Tx } from '../../db/client';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AfterCommit } from './bookings.rules';
import type { RentalBookingRow, RentalCarRow } from './rentals.tables';

/** What the renter and the merchant hear of a booking's steps: in the step's transaction, pushed after commit. */
export class BookingNotices {
  constructor(private readonly notifications: NotificationsService) {}

  /** Both sides hear of a paid booking; a short-notice one asks the merchant to confirm it. */
  async booked(tx: Tx, afterCommit: AfterCommit, row: RentalBookingRow, car: RentalCarRow) {
    const params = { car: car.title };
    const waits = row.status === 'awaiting_confirmation';
    await this.notify(tx, afterCommit, row, 'renter', waits ? 'rentalBookedNeedsConfirmation' : 'rentalBooked', params);
    await this.notify(tx, afterCommit, row, 'merchant', waits ? 'rentalNewOrderConfirm' : 'rentalNewOrder', params);
  }

  /** One side's notification of a step, in the step's transaction; pushed after commit. */
  async notify(
    tx: Tx,
    afterCommit: AfterCommit,
    row: RentalBookingRow,
    side: 'renter' | 'merchant',
    name: string,
    params: Record<string, string> = {},
  ): Promise<void> {
    await this.notifications.notify(
      {
        userId: side === 'renter' ? row.renterId : row.merchantId,
        type: `rental.${name}`,
        titleKey: `notifications:${name}.title`,
        params: { orderNo: row.orderNo, bookingId: row.id, ...params },
        route: side === 'renter' ? `/me/rentals/${row.id}` : `/merchant/rentals/orders/${row.id}`,
      },
      { tx, afterCommit },
    );
  }
}

import { rentalBookingsContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const bookingsRoutes: RouteModule = (app, { bookings }) =>
  implement(app, rentalBookingsContract, {
    create: async (req) => {
      const result = await bookings.create(actorOf(req), req.body, idempotencyKeyOf(req), req.lang);
      const message = result.checkoutUrl
        ? 'api:rentalCheckout'
        : result.booking.status === 'awaiting_confirmation'
          ? 'api:rentalBookedNeedsConfirmation'
          : 'api:rentalBooked';
      return ok(req, result, message);
    },
    mine: async (req) => ok(req, await bookings.listMine(actorOf(req), req.query, req.lang)),
    merchant: async (req) => ok(req, await bookings.listForMerchant(actorOf(req), req.query, req.lang)),
    all: async (req) => ok(req, await bookings.listAll(req.query, req.lang)),
    get: async (req) => ok(req, await bookings.get(actorOf(req), req.params.id, req.lang)),
    confirm: async (req) =>
      ok(req, await bookings.confirm(actorOf(req), req.params.id, req.lang), 'api:rentalConfirmed'),
    decline: async (req) =>
      ok(req, await bookings.decline(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:rentalDeclined'),
    handover: async (req) =>
      ok(req, await bookings.handover(actorOf(req), req.params.id, req.body, req.lang), 'api:rentalHandedOver'),
    return: async (req) =>
      ok(req, await bookings.returnCar(actorOf(req), req.params.id, req.body, req.lang), 'api:rentalReturned'),
    cancel: async (req) =>
      ok(req, await bookings.cancel(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:rentalCanceled'),
  });

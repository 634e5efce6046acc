import {
  bookingListQuery,
  bookingPageSchema,
  bookingSchema,
  cancelBookingBody,
  createBookingBody,
  createBookingResponse,
  envelope,
  handoverBody,
  returnCarBody,
} from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

const tags = ['rental bookings'];
const params = z.object({ id: z.uuid() });
const one = { 200: envelope(bookingSchema) };
const page = { 200: envelope(bookingPageSchema) };

export const bookingsRoutes: RouteModule = (app, { bookings }) => {
  app.post(
    '/api/rental-bookings',
    {
      schema: {
        tags,
        summary:
          'Book and pay a rental car: from the wallet (charged and the deposit held at once) or by card (answers the checkout URL). Needs an Idempotency-Key header.',
        body: createBookingBody,
        response: { 200: envelope(createBookingResponse) },
      },
      config: { auth: true },
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      const result = await bookings.create(actorOf(req), req.body, key, req.lang);
      const message = result.checkoutUrl
        ? 'api:rentalCheckout'
        : result.booking.status === 'awaiting_confirmation'
          ? 'api:rentalBookedNeedsConfirmation'
          : 'api:rentalBooked';
      return ok(req, result, message);
    },
  );

  app.get(
    '/api/me/rental-bookings',
    {
      schema: {
        tags,
        summary: 'My rental orders, newest first, by status (cursor paging)',
        querystring: bookingListQuery,
        response: page,
      },
      config: { auth: true },
    },
    async (req) => ok(req, await bookings.listMine(actorOf(req), req.query, req.lang)),
  );

  app.get(
    '/api/merchant/rental-bookings',
    {
      schema: {
        tags,
        summary: "Customer orders of the merchant's cars; q searches order number, renter name, phone and email",
        querystring: bookingListQuery,
        response: page,
      },
      config: { auth: { roles: ['merchant'] } },
    },
    async (req) => ok(req, await bookings.listForMerchant(actorOf(req), req.query, req.lang)),
  );

  app.get(
    '/api/admin/rental-bookings',
    {
      schema: {
        tags,
        summary: 'Every rental order (admin); q searches order number, renter name, phone and email',
        querystring: bookingListQuery,
        response: page,
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => ok(req, await bookings.listAll(req.query, req.lang)),
  );

  app.get(
    '/api/rental-bookings/:id',
    {
      schema: {
        tags,
        summary: "One order, for its renter, the car's merchant or an admin; with the cancellation terms as of now",
        params,
        response: one,
      },
      config: { auth: true },
    },
    async (req) => ok(req, await bookings.get(actorOf(req), req.params.id, req.lang)),
  );

  app.post(
    '/api/rental-bookings/:id/confirm',
    {
      schema: { tags, summary: 'Merchant or admin: accept a short-notice order', params, response: one },
      config: { auth: true },
    },
    async (req) => ok(req, await bookings.confirm(actorOf(req), req.params.id, req.lang), 'api:rentalConfirmed'),
  );

  app.post(
    '/api/rental-bookings/:id/decline',
    {
      schema: {
        tags,
        summary: 'Merchant or admin: decline an order before pick-up; the renter gets everything back',
        params,
        body: cancelBookingBody,
        response: one,
      },
      config: { auth: true },
    },
    async (req) =>
      ok(req, await bookings.decline(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:rentalDeclined'),
  );

  app.post(
    '/api/rental-bookings/:id/handover',
    {
      schema: {
        tags,
        summary: 'Merchant or admin: hand the car over (odometer, fuel, photos); the order is Renting',
        params,
        body: handoverBody,
        response: one,
      },
      config: { auth: true },
    },
    async (req) =>
      ok(req, await bookings.handover(actorOf(req), req.params.id, req.body, req.lang), 'api:rentalHandedOver'),
  );

  app.post(
    '/api/rental-bookings/:id/return',
    {
      schema: {
        tags,
        summary:
          'Merchant or admin: the car is back. Overtime from the return time and the charges are taken from the deposit; the rest is released.',
        params,
        body: returnCarBody,
        response: one,
      },
      config: { auth: true },
    },
    async (req) =>
      ok(req, await bookings.returnCar(actorOf(req), req.params.id, req.body, req.lang), 'api:rentalReturned'),
  );

  app.post(
    '/api/rental-bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Renter: cancel before pick-up; free until 48 hours before, then the fee is kept',
        params,
        body: cancelBookingBody,
        response: one,
      },
      config: { auth: true },
    },
    async (req) =>
      ok(req, await bookings.cancel(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:rentalCanceled'),
  );
};

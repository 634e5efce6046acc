import {
  adminShopListQuery,
  adminShopPageResponse,
  adminShopSchema,
  consultantBody,
  consultantListResponse,
  consultantSchema,
  envelope,
  followedShopPageResponse,
  followResponse,
  myShopResponse,
  okSchema,
  openShopBody,
  ownShopSchema,
  pageQuerySchema,
  shopDetailSchema,
  shopListQuery,
  shopPageResponse,
  shopReasonBody,
  updateConsultantBody,
  updateShopBody,
} from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { cityFilterOf } from '../regions/city-filter';

const tags = ['shops'];
const idParams = z.object({ id: z.uuid() });
const admin = { auth: { roles: ['admin' as const] } };

export const shopsRoutes: RouteModule = (app, { shops }) => {
  // ---- public ----

  app.get(
    '/api/shops',
    {
      schema: {
        tags,
        summary: 'Find dealer shops (spec carshop): name search, the chosen city, most followed or newest first',
        querystring: shopListQuery,
        response: { 200: envelope(shopPageResponse) },
      },
    },
    async (req) => ok(req, await shops.list(req.query, cityFilterOf(req), req.lang)),
  );

  app.get(
    '/api/shops/:id',
    {
      schema: {
        tags,
        summary: 'A shop page (spec dianpu): hours with "open now" in Dubai time, followers, consultants',
        description: "The shop's cars come from GET /api/listings?shopId=<id>.",
        params: idParams,
        response: { 200: envelope(shopDetailSchema) },
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await shops.detail(req.actor, req.params.id, req.lang)),
  );

  app.get(
    '/api/shops/:id/consultants',
    {
      schema: {
        tags,
        summary: "A shop's sales consultants (spec saleList)",
        params: idParams,
        response: { 200: envelope(consultantListResponse) },
      },
      config: { auth: 'optional' },
    },
    async (req) => ok(req, await shops.consultants(req.actor, req.params.id)),
  );

  // ---- follows ----

  app.put(
    '/api/shops/:id/follow',
    {
      schema: {
        tags,
        summary: 'Follow a shop (idempotent)',
        params: idParams,
        response: { 200: envelope(followResponse) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await shops.follow(actorOf(req), req.params.id), 'api:shopFollowed'),
  );

  app.delete(
    '/api/shops/:id/follow',
    {
      schema: {
        tags,
        summary: 'Unfollow a shop (idempotent)',
        params: idParams,
        response: { 200: envelope(followResponse) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await shops.unfollow(actorOf(req), req.params.id), 'api:shopUnfollowed'),
  );

  app.get(
    '/api/me/following/shops',
    {
      schema: {
        tags,
        summary: 'Shops I follow (spec gzshop), newest follow first',
        querystring: pageQuerySchema,
        response: { 200: envelope(followedShopPageResponse) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await shops.following(actorOf(req), req.query.cursor, req.query.limit, req.lang)),
  );

  // ---- owner ----

  app.get(
    '/api/me/shop',
    {
      schema: {
        tags,
        summary: 'My shop (or null), with its review status and a signed URL of the trade licence',
        response: { 200: envelope(myShopResponse) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, { shop: await shops.mine(actorOf(req), req.lang) }),
  );

  app.post(
    '/api/me/shop',
    {
      schema: {
        tags,
        summary: 'Open my shop (one per user); it waits for verification by an admin',
        description:
          'A user who is not a merchant yet becomes a merchant applicant (merchant status pending). ' +
          'A merchant whose account was rejected gets MERCHANT_REQUIRED.',
        body: openShopBody,
        response: { 200: envelope(ownShopSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await shops.open(actorOf(req), req.body, req.lang), 'api:shopOpened'),
  );

  app.patch(
    '/api/me/shop',
    {
      schema: {
        tags,
        summary: 'Edit my shop (spec xiugaishop)',
        description: 'A rejected shop, or a verified shop whose trade licence changes, goes back to review.',
        body: updateShopBody,
        response: { 200: envelope(ownShopSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await shops.update(actorOf(req), req.body, req.lang), 'api:shopUpdated'),
  );

  app.post(
    '/api/me/shop/consultants',
    {
      schema: {
        tags,
        summary: 'Add a sales consultant to my shop',
        body: consultantBody,
        response: { 200: envelope(consultantSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await shops.addConsultant(actorOf(req), req.body), 'api:consultantSaved'),
  );

  app.patch(
    '/api/me/shop/consultants/:id',
    {
      schema: {
        tags,
        summary: 'Edit a sales consultant of my shop',
        params: idParams,
        body: updateConsultantBody,
        response: { 200: envelope(consultantSchema) },
      },
      config: { auth: true },
    },
    async (req) => ok(req, await shops.updateConsultant(actorOf(req), req.params.id, req.body), 'api:consultantSaved'),
  );

  app.delete(
    '/api/me/shop/consultants/:id',
    {
      schema: {
        tags,
        summary: 'Remove a sales consultant from my shop',
        params: idParams,
        response: { 200: envelope(okSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      await shops.removeConsultant(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:consultantRemoved');
    },
  );

  // ---- admin ----

  app.get(
    '/api/admin/shops',
    {
      schema: {
        tags: ['admin'],
        summary: 'Shops to review (filter by status, search by name)',
        querystring: adminShopListQuery,
        response: { 200: envelope(adminShopPageResponse) },
      },
      config: admin,
    },
    async (req) => ok(req, await shops.adminList(actorOf(req), req.query, req.lang)),
  );

  app.get(
    '/api/admin/shops/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A shop with its owner and trade licence',
        params: idParams,
        response: { 200: envelope(adminShopSchema) },
      },
      config: admin,
    },
    async (req) => ok(req, await shops.adminGet(actorOf(req), req.params.id, req.lang)),
  );

  app.post(
    '/api/admin/shops/:id/verify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verify a shop (badge shown; the owner becomes a verified merchant and is notified)',
        params: idParams,
        response: { 200: envelope(adminShopSchema) },
      },
      config: admin,
    },
    async (req) => ok(req, await shops.verify(actorOf(req), req.params.id, req.lang), 'api:shopVerified'),
  );

  app.post(
    '/api/admin/shops/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending shop with a reason (the owner is notified)',
        params: idParams,
        body: shopReasonBody,
        response: { 200: envelope(adminShopSchema) },
      },
      config: admin,
    },
    async (req) =>
      ok(req, await shops.reject(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:shopRejected'),
  );

  app.post(
    '/api/admin/shops/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend a shop with a reason: hidden from the public (the owner is notified)',
        params: idParams,
        body: shopReasonBody,
        response: { 200: envelope(adminShopSchema) },
      },
      config: admin,
    },
    async (req) =>
      ok(req, await shops.suspend(actorOf(req), req.params.id, req.body.reason, req.lang), 'api:shopSuspended'),
  );
};

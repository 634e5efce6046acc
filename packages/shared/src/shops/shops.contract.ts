import { adminEndpoint, defineContract } from '../contract';
import { idParams, okSchema, pageQuerySchema } from '../envelope';
import {
  adminShopListQuery,
  adminShopPageResponse,
  adminShopSchema,
  consultantBody,
  consultantListResponse,
  consultantSchema,
  followedShopPageResponse,
  followResponse,
  myShopResponse,
  openShopBody,
  ownShopSchema,
  shopDetailSchema,
  shopListQuery,
  shopPageResponse,
  shopReasonBody,
  updateConsultantBody,
  updateShopBody,
} from './shops.schema';

/** Dealer shops: finding and following them, and the owner's shop and sales consultants. */
export const shopsContract = defineContract('shops', {
  // ---- public ----
  list: {
    method: 'GET',
    path: '/api/shops',
    summary: 'Find dealer shops (spec carshop): name search, the chosen city, most followed or newest first',
    auth: 'none',
    query: shopListQuery,
    response: shopPageResponse,
  },
  detail: {
    method: 'GET',
    path: '/api/shops/:id',
    summary: 'A shop page (spec dianpu): hours with "open now" in Dubai time, followers, consultants',
    description: "The shop's cars come from GET /api/listings?shopId=<id>.",
    auth: 'optional',
    params: idParams,
    response: shopDetailSchema,
  },
  consultants: {
    method: 'GET',
    path: '/api/shops/:id/consultants',
    summary: "A shop's sales consultants (spec saleList)",
    auth: 'optional',
    params: idParams,
    response: consultantListResponse,
  },

  // ---- follows ----
  follow: {
    method: 'PUT',
    path: '/api/shops/:id/follow',
    summary: 'Follow a shop (idempotent)',
    auth: 'required',
    params: idParams,
    response: followResponse,
  },
  unfollow: {
    method: 'DELETE',
    path: '/api/shops/:id/follow',
    summary: 'Unfollow a shop (idempotent)',
    auth: 'required',
    params: idParams,
    response: followResponse,
  },
  following: {
    method: 'GET',
    path: '/api/me/following/shops',
    summary: 'Shops I follow (spec gzshop), newest follow first',
    auth: 'required',
    query: pageQuerySchema,
    response: followedShopPageResponse,
  },

  // ---- owner ----
  mine: {
    method: 'GET',
    path: '/api/me/shop',
    summary: 'My shop (or null), with its review status and a signed URL of the trade licence',
    auth: 'required',
    response: myShopResponse,
  },
  open: {
    method: 'POST',
    path: '/api/me/shop',
    summary: 'Open my shop (one per user); it waits for verification by an admin',
    description:
      'A user who is not a merchant yet becomes a merchant applicant (merchant status pending). ' +
      'A merchant whose account was rejected gets MERCHANT_REQUIRED.',
    auth: 'required',
    body: openShopBody,
    response: ownShopSchema,
  },
  update: {
    method: 'PATCH',
    path: '/api/me/shop',
    summary: 'Edit my shop (spec xiugaishop)',
    description: 'A rejected shop, or a verified shop whose trade licence changes, goes back to review.',
    auth: 'required',
    body: updateShopBody,
    response: ownShopSchema,
  },
  addConsultant: {
    method: 'POST',
    path: '/api/me/shop/consultants',
    summary: 'Add a sales consultant to my shop',
    auth: 'required',
    body: consultantBody,
    response: consultantSchema,
  },
  updateConsultant: {
    method: 'PATCH',
    path: '/api/me/shop/consultants/:id',
    summary: 'Edit a sales consultant of my shop',
    auth: 'required',
    params: idParams,
    body: updateConsultantBody,
    response: consultantSchema,
  },
  removeConsultant: {
    method: 'DELETE',
    path: '/api/me/shop/consultants/:id',
    summary: 'Remove a sales consultant from my shop',
    auth: 'required',
    params: idParams,
    response: okSchema,
  },
});

/** Admins reviewing shops. */
export const shopsAdminContract = defineContract('admin', {
  listShops: adminEndpoint('GET', '/api/admin/shops', 'Shops to review (filter by status, search by name)', {
    query: adminShopListQuery,
    response: adminShopPageResponse,
  }),
  getShop: adminEndpoint('GET', '/api/admin/shops/:id', 'A shop with its owner and trade licence', {
    params: idParams,
    response: adminShopSchema,
  }),
  verifyShop: adminEndpoint(
    'POST',
    '/api/admin/shops/:id/verify',
    'Verify a shop (badge shown; the owner becomes a verified merchant and is notified)',
    { params: idParams, response: adminShopSchema },
  ),
  rejectShop: adminEndpoint(
    'POST',
    '/api/admin/shops/:id/reject',
    'Reject a pending shop with a reason (the owner is notified)',
    { params: idParams, body: shopReasonBody, response: adminShopSchema },
  ),
  suspendShop: adminEndpoint(
    'POST',
    '/api/admin/shops/:id/suspend',
    'Suspend a shop with a reason: hidden from the public (the owner is notified)',
    { params: idParams, body: shopReasonBody, response: adminShopSchema },
  ),
});

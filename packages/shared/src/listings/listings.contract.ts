import { adminEndpoint, defineContract } from '../contract';
import { idParams, pageQuerySchema } from '../envelope';
import {
  adminListingsQuery,
  carsVisitSchema,
  favouriteStateSchema,
  historyItemParams,
  historyPageSchema,
  historyRemovedSchema,
  listingCountsSchema,
  listingDetailSchema,
  listingInput,
  listingPageSchema,
  listingPriceBody,
  listingRejectBody,
  listingSearchQuery,
  myListingsQuery,
  newCarsCountQuery,
  newCarsCountSchema,
  similarListingsSchema,
  vinDecodeBody,
  vinDecodeSchema,
} from './listings.schema';

/** A change of one of the seller's cars: answers the car as it is now. */
const carChange = (summary: string) =>
  ({ method: 'POST', summary, auth: 'required', params: idParams, response: listingDetailSchema }) as const;

/** Cars for sale: the VIN check, search and reading, publishing and managing, favourites, history, the review. */
export const listingsContract = defineContract('listings', {
  // ---- VIN ----
  decodeVin: {
    method: 'POST',
    path: '/api/vin/decode',
    summary: 'Check a VIN (length, letters, check digit) and decode maker, brand, country and model year',
    description:
      'The publish form prefills from this. A bad VIN answers field errors vinLength, vinLetters or vinCheckDigit.',
    auth: 'optional',
    body: vinDecodeBody,
    response: vinDecodeSchema,
  },

  // ---- search and reading ----
  search: {
    method: 'GET',
    path: '/api/listings',
    summary: 'Search cars for sale: filters, full text, five sorts, cursor pages; the chosen city from the headers',
    auth: 'optional',
    query: listingSearchQuery,
    response: listingPageSchema,
  },
  newCount: {
    method: 'GET',
    path: '/api/listings/new-count',
    summary: 'How many cars went on sale since the last visit (stored for a user; `since` for a guest)',
    auth: 'optional',
    query: newCarsCountQuery,
    response: newCarsCountSchema,
  },
  markVisited: {
    method: 'POST',
    path: '/api/listings/visits',
    summary: 'Marks now as the last visit of the cars lists (the badge counts from it)',
    auth: 'required',
    response: carsVisitSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/listings/:id',
    summary: 'One car; drafts and cars in review only to their seller and admins (404 to others)',
    auth: 'optional',
    params: idParams,
    response: listingDetailSchema,
  },
  similar: {
    method: 'GET',
    path: '/api/listings/:id/similar',
    summary: 'Up to 6 cars of the same series or body type in a similar price band',
    auth: 'optional',
    params: idParams,
    response: similarListingsSchema,
  },

  // ---- publish and manage ----
  create: {
    method: 'POST',
    path: '/api/listings',
    summary: 'Publish a car (`publish: false` saves a draft); verified dealers go on sale at once, others to review',
    auth: 'required',
    body: listingInput,
    response: listingDetailSchema,
  },
  update: {
    method: 'PATCH',
    path: '/api/listings/:id',
    summary: 'Edit a car (the whole form); an unverified seller’s car on sale goes back to review',
    auth: 'required',
    params: idParams,
    body: listingInput,
    response: listingDetailSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/listings/:id',
    summary: 'Remove a car from sale (soft delete)',
    auth: 'required',
    params: idParams,
    response: listingDetailSchema,
  },
  submit: { ...carChange('Send a draft or rejected car to review (or on sale)'), path: '/api/listings/:id/submit' },
  markSold: { ...carChange('Mark a car sold'), path: '/api/listings/:id/sold' },
  reserve: { ...carChange('Mark a car reserved (it stays listed)'), path: '/api/listings/:id/reserve' },
  unreserve: { ...carChange('Put a reserved car back on sale'), path: '/api/listings/:id/unreserve' },
  refresh: {
    ...carChange('Move a car to the top of the newest list (limited per day)'),
    path: '/api/listings/:id/refresh',
  },
  changePrice: {
    method: 'POST',
    path: '/api/listings/:id/price',
    summary: 'Change the asking price (decimal AED); the price history keeps the old one',
    auth: 'required',
    params: idParams,
    body: listingPriceBody,
    response: listingDetailSchema,
  },
  mine: {
    method: 'GET',
    path: '/api/me/listings',
    summary: 'My cars, every status or one, newest first',
    auth: 'required',
    query: myListingsQuery,
    response: listingPageSchema,
  },
  myCounts: {
    method: 'GET',
    path: '/api/me/listings/counts',
    summary: 'How many of my cars are in each status',
    auth: 'required',
    response: listingCountsSchema,
  },

  // ---- favourites and history ----
  addFavourite: {
    method: 'PUT',
    path: '/api/listings/:id/favourite',
    summary: 'Add a car to my favourites (repeat-safe)',
    auth: 'required',
    params: idParams,
    response: favouriteStateSchema,
  },
  removeFavourite: {
    method: 'DELETE',
    path: '/api/listings/:id/favourite',
    summary: 'Remove a car from my favourites',
    auth: 'required',
    params: idParams,
    response: favouriteStateSchema,
  },
  favourites: {
    method: 'GET',
    path: '/api/me/favourites/cars',
    summary: 'My favourite cars, newest first',
    auth: 'required',
    query: pageQuerySchema,
    response: listingPageSchema,
  },
  history: {
    method: 'GET',
    path: '/api/me/history/cars',
    summary: 'Cars I viewed, last viewed first',
    auth: 'required',
    query: pageQuerySchema,
    response: historyPageSchema,
  },
  clearHistory: {
    method: 'DELETE',
    path: '/api/me/history/cars',
    summary: 'Clear my browsing history of cars',
    auth: 'required',
    response: historyRemovedSchema,
  },
  deleteHistoryItem: {
    method: 'DELETE',
    path: '/api/me/history/cars/:listingId',
    summary: 'Forget one car of my browsing history',
    auth: 'required',
    params: historyItemParams,
    response: historyRemovedSchema,
  },

  // ---- review (admins) ----
  adminList: adminEndpoint(
    'GET',
    '/api/admin/listings',
    'Admin: cars by status (the review queue), found by text, newest first',
    { query: adminListingsQuery, response: listingPageSchema },
  ),
  approve: adminEndpoint('POST', '/api/admin/listings/:id/approve', 'Admin: put a car in review on sale', {
    params: idParams,
    response: listingDetailSchema,
  }),
  reject: adminEndpoint(
    'POST',
    '/api/admin/listings/:id/reject',
    'Admin: send a car in review back to its seller with a reason',
    { params: idParams, body: listingRejectBody, response: listingDetailSchema },
  ),
});

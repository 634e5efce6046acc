/** What other features use from listings: the car card and the grid of cards, and my cars per status. */
export { useMyListingCounts } from './api/get-my-listing-counts';
export { ListingCard, ListingGrid } from './components/ListingCard';

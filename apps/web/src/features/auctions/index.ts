/** What other features may use from auctions: the all-in price of a hammer price, with its itemised fees. */
export { AllInPrice } from './components/AllInPrice';

/** What other features use from deals: the path of a deal's page, and the lot page's link to its deal. */
export { LotDealLink } from './components/LotDealLink';

export const dealPath = (id: string) => `/deals/${id}`;

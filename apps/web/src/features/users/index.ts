/** What other features use from users. */
export { useMe } from './api/get-me';

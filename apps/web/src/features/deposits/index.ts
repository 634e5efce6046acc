/** What other features use from deposits: the deposit list key and the money-state colours. */
export { depositsQueryKey } from './api/get-deposits';
export { moneyStateColor } from './held';

/** What other features use from wallet: the balance, the pay-method picker, the wallet card and money and date formats. */
export { walletQueryKey } from './api/get-wallet';
export { type PayMethod, PayMethodPicker, ShortBalanceAlert, useWalletShort } from './components/PayMethodPicker';
export { WalletCard } from './components/WalletCard';
export { date, dateTime, holdPurposeLabel } from './format';

import { auctionsContract } from '@souq/shared/auctions/auctions.contract';
import { call } from '../../../lib/api';

/** The server's time over HTTP, for the clock offset when there is no socket (guests). */
export function getServerTime() {
  return call(auctionsContract.endpoints.time, { silent: true, slowHint: false });
}

import { authContract, type BindPushDeviceBody } from '@souq/shared';
import { call } from '../../../lib/api';

export function registerPushDevice(body: BindPushDeviceBody) {
  return call(authContract.endpoints.bindPushDevice, { body, silent: true, slowHint: false });
}

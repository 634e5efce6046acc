import { listingsContract, type VinDecode } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** POST /api/vin/decode { vin }: maker, catalogue brand and model year (field errors for a bad VIN). */
export function decodeVin(vin: string): Promise<VinDecode> {
  return call(listingsContract.endpoints.decodeVin, { body: { vin }, silent: true });
}

export function useDecodeVin() {
  return useMutation({ mutationFn: decodeVin });
}

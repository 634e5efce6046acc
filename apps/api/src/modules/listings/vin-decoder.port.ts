import type { VinDecode } from '@souq/shared';

/**
 * Decodes a well-formed VIN (17 characters, check digit already verified). The offline adapter
 * reads what the number itself tells; an external one (NHTSA vPIC) adds the model name.
 */
export interface VinDecoder {
  decode(vin: string): Promise<VinDecode>;
}

import { decodeVinOffline, type VinDecode } from '@souq/shared';
import type { Clock } from '../../lib/clock';
import type { VinDecoder } from './vin-decoder.port';

/** Maker and brand from the WMI tables, country from the first characters, model year from position 10. */
export class OfflineVinDecoder implements VinDecoder {
  constructor(private readonly clock: Clock) {}

  async decode(vin: string): Promise<VinDecode> {
    const d = decodeVinOffline(vin, this.clock.now());
    return {
      vin: d.vin,
      maker: d.maker,
      brandId: d.brandId,
      country: d.country,
      modelYear: d.modelYear,
      source: 'offline',
      seriesName: null,
    };
  }
}

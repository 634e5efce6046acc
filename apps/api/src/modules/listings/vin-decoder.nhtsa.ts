import type { VinDecode } from '@souq/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { VinDecoder } from './vin-decoder.port';

export interface NhtsaVinDecoderOptions {
  /** DecodeVinValues endpoint; the VIN and `?format=json` are appended. */
  url: string;
  timeoutMs: number;
  /** What the number itself tells; used as the base and when the service fails. */
  offline: VinDecoder;
  /** A catalogue brand id for the make NHTSA names ("MERCEDES-BENZ"), or null. */
  brandIdOfMake: (make: string) => Promise<string | null>;
  log: FastifyBaseLogger;
  /** Replaceable in tests; the global fetch by default. */
  fetch?: typeof fetch;
}

/** The fields of one vPIC DecodeVinValues result we read (every value is a string, "" when unknown). */
interface VpicResult {
  Make?: string;
  Manufacturer?: string;
  Model?: string;
  ModelYear?: string;
}

/**
 * NHTSA vPIC (https://vpic.nhtsa.dot.gov/api/): adds the model name and the maker's own name to
 * the offline answer. Any failure (network, timeout, bad answer) falls back to the offline answer:
 * the form's prefill must never wait on a third party.
 */
export class NhtsaVinDecoder implements VinDecoder {
  constructor(private readonly options: NhtsaVinDecoderOptions) {}

  async decode(vin: string): Promise<VinDecode> {
    const base = await this.options.offline.decode(vin);
    let result: VpicResult | undefined;
    try {
      result = await this.fetchResult(base.vin);
    } catch (err) {
      this.options.log.warn({ err }, 'external VIN decoder failed; answering offline');
      return base;
    }
    if (!result) return base;
    const make = clean(result.Make);
    const year = Number(clean(result.ModelYear));
    return {
      ...base,
      maker: clean(result.Manufacturer) ?? make ?? base.maker,
      brandId: base.brandId ?? (make ? await this.options.brandIdOfMake(make) : null),
      modelYear: Number.isInteger(year) && year > 1900 ? year : base.modelYear,
      seriesName: clean(result.Model),
      source: 'external',
    };
  }

  private async fetchResult(vin: string): Promise<VpicResult | undefined> {
    const doFetch = this.options.fetch ?? globalThis.fetch;
    const url = `${this.options.url.replace(/\/+$/, '')}/${encodeURIComponent(vin)}?format=json`;
    const res = await doFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!res.ok) throw new Error(`vPIC answered ${res.status}`);
    const body = (await res.json()) as { Results?: VpicResult[] };
    return body.Results?.[0];
  }
}

function clean(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && v !== '0' && v.toLowerCase() !== 'not applicable' ? v : null;
}

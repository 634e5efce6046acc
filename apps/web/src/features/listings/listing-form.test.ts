import { describe, expect, it } from 'vitest';
import { checkListing, emptyListingForm, type ListingFormValues, toListingInput } from './listing-form';

const NOW = new Date('2026-06-01T00:00:00Z');
/** A real-format VIN with a correct check digit (ISO 3779). */
const VIN = '1M8GDM9AXKP042788';

const filled: ListingFormValues = {
  ...emptyListingForm(),
  vin: VIN,
  brandId: 'toyota',
  seriesId: 'toyota-land-cruiser',
  year: 2021,
  bodyType: 'suv',
  colour: 'white',
  mileageKm: 45000,
  fuel: 'petrol',
  transmission: 'automatic',
  emissionStandard: 'euro5',
  regionalSpec: 'gcc',
  condition: 'excellent',
  accidentHistory: 'none',
  price: '185,000',
  cityId: 'dubai-city',
  description: '<b>One owner</b>',
};
const extra = { photoUploadIds: [], videoUploadId: null, inspection: null, publish: true };

describe('publish form', () => {
  it('builds the request the server takes from what was typed', () => {
    const { data, problems } = checkListing(toListingInput(filled, extra), NOW);
    expect(problems).toEqual({});
    expect(data).toMatchObject({ price: '185000', vin: VIN, year: 2021, publish: true, kind: 'used' });
    // Markup is sent as typed (the server stores text and the pages show it as text).
    expect(data?.description).toBe('<b>One owner</b>');
    expect(data).not.toHaveProperty('cifPrice', expect.anything());
  });

  it('asks for every required choice left empty', () => {
    const { data, problems } = checkListing(toListingInput(emptyListingForm(), extra), NOW);
    expect(data).toBeNull();
    for (const field of ['brandId', 'seriesId', 'year', 'bodyType', 'fuel', 'price', 'cityId', 'vin'] as const) {
      expect(problems[field]?.key, field).toMatch(/^validation:/);
    }
    expect(problems.bodyType?.key).toBe('validation:required');
  });

  it('refuses a model year after next year, with the range in the message', () => {
    const { problems } = checkListing(toListingInput({ ...filled, year: 2028 }, extra), NOW);
    expect(problems.year).toEqual({ key: 'validation:yearRange', params: { min: 1950, max: 2027 } });
    expect(checkListing(toListingInput({ ...filled, year: 2027 }, extra), NOW).problems.year).toBeUndefined();
    expect(checkListing(toListingInput({ ...filled, year: 1949 }, extra), NOW).problems.year?.key).toBe(
      'validation:yearRange',
    );
  });

  it('checks the VIN check digit and letters, and needs no VIN for a car abroad', () => {
    const wrongDigit = `${VIN.slice(0, 8)}1${VIN.slice(9)}`;
    expect(checkListing(toListingInput({ ...filled, vin: wrongDigit }, extra), NOW).problems.vin?.key).toBe(
      'validation:vinCheckDigit',
    );
    expect(checkListing(toListingInput({ ...filled, vin: 'IOQ' }, extra), NOW).problems.vin?.key).toBe(
      'validation:vinLength',
    );
    const abroad = { ...filled, kind: 'abroad' as const, vin: '', cifPrice: '90000' };
    const checked = checkListing(toListingInput(abroad, extra), NOW);
    expect(checked.problems).toEqual({});
    expect(checked.data?.cifPrice).toBe('90000');
  });

  it('refuses a zero or negative price and negative mileage', () => {
    expect(checkListing(toListingInput({ ...filled, price: '0' }, extra), NOW).problems.price?.key).toBe(
      'validation:positive',
    );
    expect(checkListing(toListingInput({ ...filled, price: '-5' }, extra), NOW).problems.price?.key).toBe(
      'validation:amount',
    );
    expect(checkListing(toListingInput({ ...filled, mileageKm: -1 }, extra), NOW).problems.mileageKm?.key).toBe(
      'validation:nonNegative',
    );
  });
});

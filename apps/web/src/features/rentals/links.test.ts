import { describe, expect, it } from 'vitest';
import { afterDriverSaved } from './links';

describe('after saving a new driver', () => {
  it('goes back to the order being confirmed with the new driver', () => {
    expect(afterDriverSaved('/rentals/cars/c1/book?pickupAt=x&drivers=d0', 'd1')).toBe(
      '/rentals/cars/c1/book?pickupAt=x&drivers=d0&addedDriver=d1',
    );
    expect(afterDriverSaved('/rentals/cars/c1/book', 'd1')).toBe('/rentals/cars/c1/book?addedDriver=d1');
  });

  it('goes to the drivers list without a return path, or with one that leaves the app', () => {
    expect(afterDriverSaved(null, 'd1')).toBe('/me/drivers');
    expect(afterDriverSaved('https://evil.example/x', 'd1')).toBe('/me/drivers');
    expect(afterDriverSaved('//evil.example/x', 'd1')).toBe('/me/drivers');
  });
});

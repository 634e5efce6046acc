import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../regions/return-path';
import { withQuery } from './with-query';

describe('returning a picked brand to a page', () => {
  it('sets the chosen ids in the return path, keeping its other parameters', () => {
    expect(withQuery('/cars', { brandId: 'toyota', seriesId: undefined })).toBe('/cars?brandId=toyota');
    expect(withQuery('/cars?sort=price&brandId=bmw', { brandId: 'lexus', seriesId: 'lexus-lx' })).toBe(
      '/cars?sort=price&brandId=lexus&seriesId=lexus-lx',
    );
    expect(withQuery('/cars?seriesId=bmw-x5', { brandId: 'nissan', seriesId: undefined })).toBe('/cars?brandId=nissan');
  });

  it('only returns to in-app paths', () => {
    expect(safeReturnPath('/rentals?x=1')).toBe('/rentals?x=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

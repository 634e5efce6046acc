import { describe, expect, it } from 'vitest';
import { brandIdForWmi, WMI_ENTRIES } from './wmi';

describe('brandIdForWmi', () => {
  it('decodes the maker of common UAE VINs', () => {
    expect(brandIdForWmi('JTMHV05J604123456')).toMatchObject({ brandId: 'toyota', country: 'Japan' });
    expect(brandIdForWmi('JTJHY00W504123456')?.brandId).toBe('lexus');
    expect(brandIdForWmi('JN8AY2NY5K9123456')?.brandId).toBe('nissan');
    expect(brandIdForWmi('JNKAY01F5EM123456')?.brandId).toBe('infiniti');
    expect(brandIdForWmi('WDD2220821A123456')?.brandId).toBe('mercedes-benz');
    expect(brandIdForWmi('W1N4631761X123456')?.brandId).toBe('mercedes-benz');
    expect(brandIdForWmi('5UXCR6C05L9123456')).toMatchObject({ brandId: 'bmw', country: 'United States' });
    expect(brandIdForWmi('SALGA2BE5LA123456')?.brandId).toBe('land-rover');
    expect(brandIdForWmi('WP1AA2AY1LD123456')?.brandId).toBe('porsche');
    expect(brandIdForWmi('KMHD841CBLU123456')?.brandId).toBe('hyundai');
    expect(brandIdForWmi('5YJ3E1EA7KF123456')?.brandId).toBe('tesla');
    expect(brandIdForWmi('LGXCE4CB5N0123456')?.brandId).toBe('byd');
  });

  it('decides a shared WMI by the longer prefix, else answers the maker only', () => {
    expect(brandIdForWmi('1C4RJFBG5LC123456')?.brandId).toBe('jeep');
    expect(brandIdForWmi('1C4SDJCT5LC123456')?.brandId).toBe('dodge');
    expect(brandIdForWmi('1C4XXXXXXXX123456')).toMatchObject({ brandId: null, maker: expect.stringContaining('FCA') });
    expect(brandIdForWmi('JMBXTGF2WDZ123456')?.brandId).toBe('mitsubishi');
    expect(brandIdForWmi('JM1BPACL5L1123456')?.brandId).toBe('mazda');
  });

  it('is case-insensitive and answers null for unknown or too short prefixes', () => {
    expect(brandIdForWmi('wba')?.brandId).toBe('bmw');
    expect(brandIdForWmi('JT')).toBeNull();
    expect(brandIdForWmi('XXX')).toBeNull();
  });

  it('has no duplicate prefix', () => {
    const prefixes = WMI_ENTRIES.map((e) => e[0]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});

import { describe, expect, it } from 'vitest';
import { compareVersions, isUpdateAvailable, isUpdateMandatory } from './version';

const info = (latest: string, current: string, mandatory: boolean) => ({
  latest,
  current,
  mandatory,
  url: null,
  notes: null,
});

describe('version checks', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('1.0.63', '1.0.63')).toBe(0);
    expect(compareVersions('1.0.100', '1.0.63')).toBe(1);
    expect(compareVersions('1.0', '1.0.1')).toBe(-1);
  });

  it('flags an update only when a newer version exists', () => {
    expect(isUpdateAvailable(info('1.0.63', '1.0.63', false), '1.0.63')).toBe(false);
    expect(isUpdateAvailable(info('1.0.64', '1.0.63', false), '1.0.63')).toBe(true);
    expect(isUpdateAvailable(info('1.0.64', '1.0.64', false), '1.0.63')).toBe(true);
  });

  it('forces the update page only for a mandatory newer version', () => {
    expect(isUpdateMandatory(info('1.0.64', '1.0.63', true))).toBe(true);
    expect(isUpdateMandatory(info('1.0.64', '1.0.63', false))).toBe(false);
    expect(isUpdateMandatory(info('1.0.63', '1.0.63', true))).toBe(false);
    expect(isUpdateMandatory(undefined)).toBe(false);
  });
});

import { isUaeIban } from '@souq/shared';
import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, maskIban } from './iban';

describe('IBAN display', () => {
  it('compacts what is typed so the shared check accepts it', () => {
    expect(compactIban(' ae07-0331 2345 6789 0123 456 ')).toBe('AE070331234567890123456');
    expect(isUaeIban(compactIban('ae07-0331-2345-6789-0123-456'))).toBe(true);
    expect(isUaeIban(compactIban('AE08 0331 2345 6789 0123 456'))).toBe(false);
  });

  it('groups by four and masks all but the last four', () => {
    expect(formatIban('AE070331234567890123456')).toBe('AE07 0331 2345 6789 0123 456');
    expect(maskIban('AE070331234567890123456')).toBe('AE07 •••• 3456');
    expect(maskIban(null)).toBe('');
  });
});

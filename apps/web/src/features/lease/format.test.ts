import { describe, expect, it } from 'vitest';
import { whatsappChatUrl } from '../../lib/contact';
import { parseRateBp, parseWhole } from './format';

describe('lease input helpers', () => {
  it('reads a yearly rate typed with Latin or Arabic digits and a point or comma as basis points', () => {
    expect(parseRateBp('4.99')).toBe(499);
    expect(parseRateBp('3,75')).toBe(375);
    expect(parseRateBp('٤٫٥')).toBe(450);
    expect(parseRateBp('0')).toBe(0);
    expect(parseRateBp('12')).toBe(1200);
    expect(parseRateBp('')).toBeNull();
    expect(parseRateBp('4.999')).toBeNull();
    expect(parseRateBp('120')).toBeNull();
  });

  it('reads whole numbers in any digits', () => {
    expect(parseWhole('36')).toBe(36);
    expect(parseWhole('٣٦')).toBe(36);
    expect(parseWhole('3.5')).toBeNull();
    expect(parseWhole('')).toBeNull();
  });

  it('opens a WhatsApp chat with the lease desk and the message prefilled', () => {
    expect(whatsappChatUrl('+971500000002', 'Hello Souq Motors, a lease?')).toBe(
      'https://wa.me/971500000002?text=Hello%20Souq%20Motors%2C%20a%20lease%3F',
    );
  });
});

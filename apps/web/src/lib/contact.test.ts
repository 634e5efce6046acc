import { describe, expect, it } from 'vitest';
import { telUrl, waDigits, whatsappChatUrl } from './contact';

describe('seller contact links', () => {
  it('turns a number into wa.me digits', () => {
    expect(waDigits('+971 50 123 4567')).toBe('971501234567');
    expect(waDigits('00971501234567')).toBe('971501234567');
    expect(waDigits('call me')).toBeNull();
    expect(waDigits(null)).toBeNull();
  });

  it('prefills the WhatsApp message', () => {
    expect(whatsappChatUrl('+971501234567', 'Is the Patrol 2021 still available?')).toBe(
      'https://wa.me/971501234567?text=Is%20the%20Patrol%202021%20still%20available%3F',
    );
    expect(whatsappChatUrl(null, 'x')).toBeNull();
  });

  it('dials only digits and the plus', () => {
    expect(telUrl('+971 (50) 123-4567')).toBe('tel:+971501234567');
    expect(telUrl('12')).toBeNull();
  });
});

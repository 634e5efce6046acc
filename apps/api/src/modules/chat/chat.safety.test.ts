import { describe, expect, it } from 'vitest';
import { looksLikeScam, maskContacts } from './chat.safety';

describe('maskContacts', () => {
  it.each([
    'call me on 050 123 4567',
    'whatsapp +971501234567',
    'my number is 00971 55 123 4567',
    'رقمي ٠٥٠١٢٣٤٥٦٧',
    'رقمي ۰۵۵۱۲۳۴۵۶۷',
    'landline 04-123-4567',
    'UK +44 20 7946 0958',
    'mobile 55 123 4567',
    'mail me: seller.ali@cars.ae',
    'see https://example.com/car',
    'see www.cars-deal.ae',
    'wa.me/971501234567',
  ])('masks %s', (text) => {
    const out = maskContacts(text);
    expect(out.masked).toBe(true);
    expect(out.text).toContain('***');
    expect(out.text).not.toMatch(/\d{4}|[٠-٩۰-۹]{4}|@|https?:|www\./);
  });

  it.each(['price 45,000 AED', 'model 2021, 120000 km', 'the 2020 2021 facelift', 'Is it still available?'])(
    'leaves %s alone',
    (text) => {
      expect(maskContacts(text)).toEqual({ text, masked: false });
    },
  );
});

describe('looksLikeScam', () => {
  it.each([
    'Please send a deposit before viewing',
    'I will pay the full amount without inspection, just transfer the papers',
    'I am buying it for my friend abroad',
    'my cousin lives overseas, the shipping agent will collect it',
    'pay via western union',
    'lets do the payment outside the app',
    'ارسل العربون قبل المعاينة',
    'أشتري السيارة لصديقي في الخارج',
    'الدفع خارج التطبيق',
  ])('flags %s', (text) => {
    expect(looksLikeScam(text)).toBe(true);
  });

  it.each([
    'Is the car still available?',
    'Can I see it tomorrow at 5?',
    'هل السيارة متوفرة؟',
    'I can pay after the test drive',
  ])('does not flag %s', (text) => {
    expect(looksLikeScam(text)).toBe(false);
  });
});

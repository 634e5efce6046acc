/** Phone and WhatsApp links (a seller, a shop, its consultants, the lease desk): one builder of each for the app. */

/** Digits of an international number for wa.me ("+971 50 123 4567" -> "971501234567"); null when unusable. */
export function waDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/^00/, '+');
  const bare = digits.replace(/^\+/, '');
  if (!/^\d{8,15}$/.test(bare)) return null;
  return bare;
}

/** A WhatsApp chat with a number, the message typed in when there is one: https://wa.me/<number>?text=... */
export function whatsappChatUrl(phone: string | null | undefined, text?: string): string | null {
  const digits = waDigits(phone);
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** tel: link with only the characters a dialer reads. */
export function telUrl(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const clean = phone.replace(/[^\d+]/g, '');
  return clean.replace(/\D/g, '').length >= 6 ? `tel:${clean}` : null;
}

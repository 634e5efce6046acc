/**
 * Safety of messages to strangers (DOMAIN-NOTES "Trust and safety"): contact details in a first
 * message are masked, and known scam phrasing (English and Arabic) earns the receiver a warning.
 * Pure functions over the text; the service decides when they apply.
 */

const MASK = '***';

/**
 * Arabic-Indic (U+0660-0669) and Eastern Arabic / Persian (U+06F0-06F9) digits as ASCII, and the
 * full-width plus; one UTF-16 unit for one, so positions in the result are positions in the input.
 */
export function asciiDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) as number;
    if (c >= 0x0660 && c <= 0x0669) out += String(c - 0x0660);
    else if (c >= 0x06f0 && c <= 0x06f9) out += String(c - 0x06f0);
    else if (c === 0xff0b) out += '+';
    else out += ch;
  }
  return out;
}

/** A separator inside a phone number: a space (also no-break), dash, dot, slash or parenthesis. */
const SEP = String.raw`[\s\u00a0\-./()]`;
const PHONE_PATTERNS: readonly RegExp[] = [
  // International: +971 50 123 4567, 00971501234567, +44 20 7946 0958, (+971) 4 123 4567
  new RegExp(String.raw`\(?(?:\+|00)\s?\d{1,4}\)?(?:${SEP}{0,2}\d){6,14}`, 'g'),
  // Local with a trunk zero: 050 123 4567, 04-123-4567, 0501234567
  new RegExp(String.raw`(?<!\d)0\d(?:${SEP}{0,2}\d){7,10}(?!\d)`, 'g'),
  // A UAE mobile without its zero: 50 123 4567, 55-1234567
  new RegExp(String.raw`(?<!\d)5[0-9](?:${SEP}{0,2}\d){7}(?!\d)`, 'g'),
  // Any other long run of digits (9 to 15, maybe spaced): a number in another form
  new RegExp(String.raw`(?<!\d)\d(?:${SEP}?\d){8,14}(?!\d)`, 'g'),
];

const EMAIL = /[A-Za-z0-9._%+-]+\s?(?:@|\(at\)|\[at\])\s?[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gi;
const LINK_PATTERNS: readonly RegExp[] = [
  /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi,
  /\b(?:wa\.me|t\.me|bit\.ly|tinyurl\.com|telegram\.me|chat\.whatsapp\.com)\/?[^\s<>"']*/gi,
  /\b[a-z0-9][a-z0-9-]{0,62}\.(?:com|net|org|ae|io|me|info|biz|co|app|link|ly|xyz|shop|online|site|store)\b(?:\/[^\s<>"']*)?/gi,
];

export interface MaskResult {
  text: string;
  masked: boolean;
}

/** Phone numbers (UAE and international, any digit script), e-mails and links replaced by `***`. */
export function maskContacts(text: string): MaskResult {
  const ascii = asciiDigits(text);
  // Spans to mask, found on the ASCII-digit copy (same positions) and applied to the original.
  const spans: [number, number][] = [];
  const collect = (re: RegExp) => {
    for (const m of ascii.matchAll(re)) {
      const digits = m[0].replace(/\D/g, '').length;
      if (re !== EMAIL && !LINK_PATTERNS.includes(re) && digits < 7) continue;
      spans.push([m.index as number, (m.index as number) + m[0].length]);
    }
  };
  collect(EMAIL);
  for (const re of LINK_PATTERNS) collect(re);
  for (const re of PHONE_PATTERNS) collect(re);
  if (!spans.length) return { text, masked: false };
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  let out = '';
  let from = 0;
  for (const [start, end] of merged) {
    out += text.slice(from, start) + MASK;
    from = end;
  }
  return { text: out + text.slice(from), masked: true };
}

/** Lower case, without Arabic diacritics and tatweel, alef forms unified, spaces collapsed. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ');
}

const SCAM_PATTERNS: readonly RegExp[] = [
  // A deposit or payment before viewing the car.
  /\b(?:deposit|advance|down ?payment|pay(?:ment)?|transfer|send (?:me )?(?:the )?money|booking fee|reservation fee)\b.{0,60}\b(?:before|prior to|without)\b.{0,25}\b(?:view|viewing|see|seeing|inspect|inspection|test ?drive|meet|meeting)/,
  /\b(?:no|without) (?:viewing|inspection)\b.{0,40}\b(?:deposit|pay|transfer)/,
  /\b(?:secure|reserve|hold|book)\b.{0,25}\b(?:with|by) (?:a |an )?(?:deposit|advance|payment|transfer)\b/,
  // Buying for a friend (or a relative, a client) abroad.
  /\b(?:for|on behalf of) (?:a|my|our) (?:friend|cousin|brother|sister|client|relative|uncle|boss)\b.{0,60}\b(?:abroad|overseas|outside (?:the )?(?:uae|country)|in (?:the )?(?:uk|usa|us|europe|africa|nigeria|canada))/,
  /\b(?:friend|cousin|brother|client|relative)\b.{0,30}\b(?:is|lives|living|based|works) (?:abroad|overseas|outside (?:the )?(?:uae|country))/,
  /\b(?:shipping|shipper|courier|agent) (?:will|to) (?:collect|pick ?up)\b/,
  // Payment off the platform.
  /\b(?:western union|moneygram|bitcoin|btc|crypto|usdt|gift ?cards?|itunes cards?|cashier'?s? cheque)\b/,
  /\b(?:pay|paid|payment|transfer|deal)\b.{0,30}\b(?:outside|off) (?:the |this )?(?:app|platform|site|website)\b/,
  /\b(?:wire|bank) transfer\b.{0,40}\b(?:before|first|now|today)\b/,
  // Arabic: deposit or payment before viewing.
  /(?:عربون|دفعه مقدمه|مقدم|حول|تحويل|ادفع|دفع).{0,50}(?:قبل|بدون) (?:المعاينه|معاينه|الرؤيه|رؤيه|ما تشوف|ما تشوفها|المشاهده|التجربه)/,
  // Arabic: buying for a friend or relative abroad.
  /(?:لصديق|صديقي|لصديقي|صديق لي|قريبي|لقريبي|اخوي|لاخي|عميلي|لعميل).{0,40}(?:في الخارج|بالخارج|خارج الدوله|خارج الامارات|برا الدوله)/,
  // Arabic: payment off the platform.
  /(?:ويسترن يونيون|موني ?جرام|بيتكوين|عملات رقميه|بطاقات هدايا|خارج التطبيق|خارج المنصه|بره التطبيق|برا التطبيق)/,
];

/** Whether a text matches a known scam pattern (deposit before viewing, a friend abroad, off-platform payment). */
export function looksLikeScam(text: string): boolean {
  const t = normalise(asciiDigits(text));
  return SCAM_PATTERNS.some((re) => re.test(t));
}

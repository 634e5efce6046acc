import { existsSync } from 'node:fs';
import { formatAed, type Language } from '@souq/shared';
import PDFDocument from 'pdfkit';
import { dealText } from './deals.texts';

/** What a contract says, fixed at the first signature: every language renders the same facts. */
export interface ContractFacts {
  dealId: string;
  lotId: string;
  title: string;
  vin: string;
  buyerName: string;
  sellerName: string;
  hammerFils: number;
  buyerPremiumFils: number;
  adminFeeFils: number;
  vatFils: number;
  totalFils: number;
  depositFils: number;
  sellerFeeFils: number;
  payDeadline: string;
  lateFeePerDayFils: number;
  storagePerDayFils: number;
  collectionDays: number;
  graceHours: number;
  suspensionDays: number;
  issuedAt: string;
}

/** Amounts with Latin digits in every language (the PDF lays digits out left to right inside Arabic lines). */
const money = (fils: number) => formatAed(fils, 'en');
const when = (isoTime: string) => `${isoTime.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The contract's exact text in one language: one line per paragraph, built only from the facts and
 * the `deals:contract.*` texts. The same facts and language always give the same text (and hash).
 */
export function contractText(facts: ContractFacts, lang: Language): string {
  const t = (key: string, params: Record<string, unknown> = {}) => dealText(lang, `contract.${key}`, params);
  const line = (label: string, value: string) => `${t(label)}: ${value}`;
  return [
    t('title'),
    t('number', { id: facts.dealId.slice(0, 8).toUpperCase(), date: when(facts.issuedAt) }),
    '',
    t('partiesHeading'),
    line('seller', facts.sellerName),
    line('buyer', facts.buyerName),
    '',
    t('carHeading'),
    line('car', facts.title),
    line('vin', facts.vin),
    line('lot', facts.lotId),
    '',
    t('priceHeading'),
    line('hammer', money(facts.hammerFils)),
    line('buyerPremium', money(facts.buyerPremiumFils)),
    line('adminFee', money(facts.adminFeeFils)),
    line('vat', money(facts.vatFils)),
    line('total', money(facts.totalFils)),
    line('deposit', money(facts.depositFils)),
    line('sellerFee', money(facts.sellerFeeFils)),
    '',
    t('termsHeading'),
    t('termPay', { deadline: when(facts.payDeadline) }),
    t('termLate', { fee: money(facts.lateFeePerDayFils) }),
    t('termDefault', { days: facts.suspensionDays, hours: facts.graceHours }),
    t('termCollect', { days: facts.collectionDays, fee: money(facts.storagePerDayFils) }),
    t('termPayout'),
    t('termCondition'),
    t('termSign'),
  ]
    .join('\n')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

// ---- PDF ----

const FONT_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/opentype/noto'];
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

function fontFile(name: string): string | null {
  for (const dir of FONT_DIRS) if (existsSync(`${dir}/${name}`)) return `${dir}/${name}`;
  return null;
}

const CJK_FACE: Partial<Record<Language, string>> = {
  'zh-CN': 'NotoSansCJKsc-Regular',
  'zh-TW': 'NotoSansCJKtc-Regular',
  ja: 'NotoSansCJKjp-Regular',
};

/** Registers the fonts a language needs: `main` for its script, `latin` for digits, VIN and Latin names. */
function registerFonts(doc: PDFKit.PDFDocument, lang: Language): void {
  const latin = fontFile('NotoSans-Regular.ttf') ?? DEJAVU;
  doc.registerFont('latin', latin);
  const cjk = CJK_FACE[lang];
  const cjkFile = fontFile('NotoSansCJK-Regular.ttc');
  const arabic = fontFile('NotoSansArabic-Regular.ttf') ?? DEJAVU;
  doc.registerFont('arabic', arabic);
  if (cjk && cjkFile) doc.registerFont('main', cjkFile, cjk);
  else if (lang === 'ar') doc.registerFont('main', arabic);
  else doc.registerFont('main', latin);
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '«': '»', '»': '«' };

/**
 * A simple bidi layout for one right-to-left line, enough for the contract (Arabic words, and
 * left-to-right runs of digits, amounts, dates, the VIN and Latin names): the words are grouped
 * into Arabic words and runs of other words, and the groups are placed from the right edge in
 * their logical order. Inside an Arabic word, letters are shaped right to left by fontkit (the
 * font's GSUB), and punctuation the Arabic font lacks is drawn with the Latin font, mirrored.
 */
export function rtlGroups(line: string): { text: string; arabic: boolean }[] {
  const groups: { text: string; arabic: boolean }[] = [];
  for (const word of line.split(' ').filter(Boolean)) {
    const arabic = ARABIC.test(word);
    const last = groups.at(-1);
    if (last && !arabic && !last.arabic) last.text += ` ${word}`;
    else groups.push({ text: word, arabic });
  }
  return groups;
}

/** An Arabic word's pieces in logical order: runs of Arabic letters, and single other characters. */
function wordPieces(word: string): { text: string; arabic: boolean }[] {
  const pieces: { text: string; arabic: boolean }[] = [];
  for (const ch of word) {
    const arabic = ARABIC.test(ch);
    const last = pieces.at(-1);
    if (last && arabic && last.arabic) last.text += ch;
    else pieces.push({ text: arabic ? ch : (MIRROR[ch] ?? ch), arabic });
  }
  return pieces;
}

/**
 * Draws one line holding Arabic right-aligned at `right`; `other` is the font of everything that
 * is not Arabic (Latin in an Arabic contract, the CJK font in a Chinese one naming an Arabic signer).
 */
function drawRtlLine(doc: PDFKit.PDFDocument, line: string, right: number, y: number, other: string): void {
  let x = right;
  const space = doc.font('latin').widthOfString(' ');
  for (const group of rtlGroups(line)) {
    const pieces = group.arabic ? wordPieces(group.text) : [group];
    for (const piece of pieces) {
      const font = piece.arabic ? 'arabic' : other;
      const width = doc.font(font).widthOfString(piece.text);
      x -= width;
      doc.text(piece.text, x, y, { lineBreak: false });
    }
    x -= space;
  }
}

/**
 * Draws a left-to-right line that names something in Arabic (a signer's name in a Chinese
 * contract): runs of Arabic words keep their right-to-left order inside, the line reads left to right.
 */
function drawLtrMixedLine(doc: PDFKit.PDFDocument, line: string, left: number, y: number, other: string): void {
  const space = doc.font('latin').widthOfString(' ');
  const runs: { words: string[]; arabic: boolean }[] = [];
  for (const g of rtlGroups(line)) {
    const last = runs.at(-1);
    if (last?.arabic && g.arabic) last.words.push(g.text);
    else runs.push({ words: [g.text], arabic: g.arabic });
  }
  let x = left;
  for (const run of runs) {
    if (!run.arabic) {
      const text = run.words.join(' ');
      doc.font(other).text(text, x, y, { lineBreak: false });
      x += doc.widthOfString(text) + space;
      continue;
    }
    const widths = run.words.map((w) =>
      wordPieces(w).reduce((sum, p) => sum + doc.font(p.arabic ? 'arabic' : 'latin').widthOfString(p.text), 0),
    );
    const total = widths.reduce((a, b) => a + b, 0) + space * (run.words.length - 1);
    let right = x + total;
    run.words.forEach((word) => {
      for (const piece of wordPieces(word)) {
        const font = piece.arabic ? 'arabic' : 'latin';
        const width = doc.font(font).widthOfString(piece.text);
        right -= width;
        doc.text(piece.text, right, y, { lineBreak: false });
      }
      right -= space;
    });
    x += total + space;
  }
}

/** Breaks an Arabic paragraph into lines that fit `width` (by words). */
function wrapRtl(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    doc.font(ARABIC.test(next) ? 'arabic' : 'latin');
    if (current && doc.widthOfString(next) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** The contract as a PDF (pdfkit; fontkit shapes Arabic with the font's GSUB tables). */
export async function contractPdf(
  text: string,
  lang: Language,
  signatures: { role: string; fullName: string; signedAt: Date; textHash: string }[],
  textHash: string,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Contract', Producer: 'souq' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  registerFonts(doc, lang);
  const rtl = lang === 'ar';
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const paragraphs = [
    ...text.split('\n'),
    '',
    ...signatures.map(
      (s) =>
        `${dealText(lang, `contract.signedBy.${s.role === 'seller' ? 'seller' : 'buyer'}`)}: ${s.fullName} — ${s.signedAt.toISOString()}`,
    ),
    `SHA-256: ${textHash}`,
  ];
  doc.fontSize(11);
  paragraphs.forEach((p, i) => {
    const size = i === 0 ? 16 : 11;
    doc.fontSize(size);
    if (!p) {
      doc.moveDown(0.6);
      return;
    }
    if (ARABIC.test(p)) {
      for (const l of wrapRtl(doc, p, width)) {
        if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
        const y = doc.y;
        if (rtl) drawRtlLine(doc, l, left + width, y, 'latin');
        else drawLtrMixedLine(doc, l, left, y, 'main');
        doc.x = left;
        doc.y = y + doc.currentLineHeight(true) + 2;
      }
      return;
    }
    const latinOnly = !/[^\u0020-\u024f\u2013\u2014]/.test(p);
    doc.font(latinOnly ? 'latin' : 'main').text(p, left, doc.y, { width, align: rtl ? 'right' : 'left' });
  });
  doc.end();
  return done;
}

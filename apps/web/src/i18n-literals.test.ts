// @vitest-environment node
/**
 * Text in the wrong language or direction, caught in the source:
 * - no user-visible literal in a component (every text is a locale key, so all seven languages get it);
 * - phone fields are typed left to right and line up with the page;
 * - amounts get their sign from the money formatter, never from concatenation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@souq/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findLiterals } from './testing/i18n-literals';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const API_SRC = fileURLToPath(new URL('../../api/src/', import.meta.url));
const LOCALES = fileURLToPath(new URL('../../../packages/shared/src/i18n/locales/', import.meta.url));

/**
 * Literals that may stand in a component. Keep it short; each is the same in every language:
 * - "v": the version mark before a version number ("v1.0.63");
 * - an IBAN example: a bank code, not words.
 */
const ALLOWED = new Set(['v', 'AE07 0331 2345 6789 0123 456']);

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const components = sourceFiles(SRC, /\.tsx$/);

describe('the literal checker', () => {
  const check = (source: string) => findLiterals('Fixture.tsx', source, { allowed: ALLOWED }).map((l) => l.text);

  it('finds planted English in JSX text, visible props, rendered expressions and labelled data', () => {
    const fixture = `
      export function Fixture({ busy }: { busy: boolean }) {
        const { t } = useTranslation();
        return (
          <Stack>
            <Button>Save changes</Button>
            <TextInput placeholder="+971 50 123 4567 or email" label="Mobile" aria-label={'Your mobile'} />
            <img alt={\`Photo of \${name}\`} />
            <Text>{busy ? 'Saving…' : t('actions.save')}</Text>
            <Select data={[{ value: 'a', label: 'Sedan' }]} />
            <NumberInput suffix=" km" />
          </Stack>
        );
      }`;
    expect(check(fixture)).toEqual([
      'Save changes',
      '+971 50 123 4567 or email',
      'Mobile',
      'Your mobile',
      'Photo of',
      'Saving…',
      'Sedan',
      'km',
    ]);
  });

  it('leaves keys, symbols, numbers, code-only props and allowed texts alone', () => {
    const fixture = `
      export function Fixture() {
        const { t } = useTranslation();
        return (
          <Group data-testid="car-price" className="amount" variant="light" dir="ltr" type="tel" inputMode="tel">
            <Text>{t('filters.title')}</Text> · 3 × 2 — {'→'}
            <Trans i18nKey="auth:register.agree" />
            <FeatureChip labelKey="rentals:feature.gps" title={t('x.y')} placeholder="050 123 4567" />
            <Badge>v{version}</Badge>
            <Alert title={\`rentals:feature.\${code}\`} message={\`validation:\${key}\`} />
          </Group>
        );
      }`;
    expect(check(fixture)).toEqual([]);
  });

  it('reports where a literal is', () => {
    const [found] = findLiterals('a/B.tsx', 'const x = (\n  <b>\n    Hello\n  </b>\n);', {});
    expect(found).toMatchObject({ file: 'a/B.tsx', line: 3, where: 'jsx-text', text: 'Hello' });
  });
});

describe('components', () => {
  it('are many enough to mean something', () => {
    expect(components.length).toBeGreaterThan(150);
  });

  it('show no user-visible literal: every text is a locale key in all seven languages', () => {
    const found = components.flatMap((file) =>
      findLiterals(file.slice(SRC.length), readFileSync(file, 'utf8'), { allowed: ALLOWED }).map(
        (l) => `${l.file}:${l.line} ${l.where}: ${JSON.stringify(l.text)}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

/** Every JSX element with a static `type="tel"`, with its file and its other static attributes. */
function telInputs(file: string): { at: string; attrs: Map<string, string> }[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: { at: string; attrs: Map<string, string> }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const attrs = new Map<string, string>();
      for (const prop of node.attributes.properties) {
        if (
          ts.isJsxAttribute(prop) &&
          ts.isIdentifier(prop.name) &&
          prop.initializer &&
          ts.isStringLiteral(prop.initializer)
        )
          attrs.set(prop.name.text, prop.initializer.text);
      }
      if (attrs.get('type') === 'tel' || attrs.get('inputMode') === 'tel') {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        out.push({ at: `${file.slice(SRC.length)}:${line}`, attrs });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('phone fields', () => {
  it('are typed left to right in every language (dir="ltr"), so "+971 50 123 4567" never reads backwards', () => {
    const inputs = components.flatMap(telInputs);
    expect(inputs.length).toBeGreaterThan(5);
    expect(inputs.filter((i) => i.attrs.get('dir') !== 'ltr').map((i) => i.at)).toEqual([]);
  });

  it('line up where the page starts its lines: on the right in Arabic, placeholder included', () => {
    const css = readFileSync(join(SRC, 'app/app.css'), 'utf8');
    // Mantine puts dir="ltr" on the input's wrapper: the rule must reach the input through it.
    const rule = /\[dir="rtl"\]\s+\[dir="ltr"\]\s*>\s*input:is\(\[type="tel"\][^)]*\)[^{]*\{\s*text-align:\s*right;/;
    expect(css).toMatch(rule);
  });

  it('have placeholders without right-to-left words, which would be reordered inside a left-to-right field', () => {
    for (const { code, dir } of LANGUAGES) {
      const auth = JSON.parse(readFileSync(join(LOCALES, code, 'auth.json'), 'utf8'));
      const placeholder: string = auth.fields.mobilePlaceholder;
      expect(placeholder, code).toMatch(/\d{3} \d{3} \d{4}/);
      if (dir === 'rtl') expect(placeholder, code).not.toMatch(/[\u0590-\u08ff]/);
    }
  });
});

describe('signed amounts', () => {
  /** A sign glued to an amount by hand: '+' + x, `-${x}`, x > 0 ? '+' : '', x + '+'. */
  const CONCATENATED_SIGN = [
    /(['"])[+−]\1\s*\+/,
    /`[+−-]\$\{/,
    /\?\s*(['"])[+−]\1\s*:/,
    /\+\s*(['"])[+−]\1(?!\s*(\|\||\)|===|,))/,
  ];
  const MONEY_PARAM =
    /[+−-]\s?\{\{\s*(amount|refund|released|charges|remaining|fee|approved|charged|owed|price|total|balance)\b/;

  it('get their sign from the shared money formatter (Intl signDisplay), never from string concatenation', () => {
    const files = [...sourceFiles(SRC, /\.tsx?$/), ...sourceFiles(API_SRC, /\.ts$/)];
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          CONCATENATED_SIGN.some((re) => re.test(line)) && !/^\s*(\/\/|\*|\/\*)/.test(line)
            ? [`${file}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('carry no sign written before them in the locale texts', () => {
    const found = readdirSync(LOCALES).flatMap((lng) =>
      readdirSync(join(LOCALES, lng)).flatMap((file) => {
        const text = readFileSync(join(LOCALES, lng, file), 'utf8');
        return text
          .split('\n')
          .filter((line) => MONEY_PARAM.test(line))
          .map((line) => `${lng}/${file}: ${line.trim()}`);
      }),
    );
    expect(found).toEqual([]);
  });
});

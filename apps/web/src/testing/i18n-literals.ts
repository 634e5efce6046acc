/**
 * Finds user-visible text written straight into components instead of going through a translation
 * key: JSX text ("<Button>Save</Button>"), string literals in user-visible props
 * (`placeholder="+971 …"`, `aria-label="Close"`), string literals rendered as JSX children
 * (`{busy ? 'Saving' : 'Save'}`) and user-visible fields of object literals in components
 * (`{ value: 'x', label: 'Sedan' }`). Used by i18n-literals.test.ts; test-only code.
 */
import ts from 'typescript';

/** Props whose string is shown to (or read aloud for) the user. */
const VISIBLE_PROP =
  /^(title|label|placeholder|alt|description|message|error|hint|caption|tooltip|heading|subtitle|content|children|unit|suffix|leftSection|rightSection|aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder)$|(Label|Title|Text|Message|Placeholder|Description|Caption)$/;

/** Object-literal fields that components render as text (Select data, toasts, menu items). */
const VISIBLE_FIELD =
  /^(label|title|description|placeholder|message|caption|hint|heading|subtitle|text|unit|suffix|alt|aria-label|aria-description|aria-roledescription|aria-valuetext)$/;

/** A translation key handed to a component that translates it ("rentals:feature.gps"). */
const KEY_LIKE = /^[\w-]+(:[\w.-]+|(\.[\w-]+)+)$/;

const HAS_LETTER = /\p{L}/u;

export interface Literal {
  file: string;
  line: number;
  /** What kind of place: 'jsx-text', 'prop title', 'child', 'field label'. */
  where: string;
  text: string;
}

export interface CheckOptions {
  /** Exact texts (trimmed) that may stand in a component: brand names and technical symbols. */
  allowed?: ReadonlySet<string>;
}

function isVisibleText(text: string, allowed: ReadonlySet<string>): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed || !HAS_LETTER.test(trimmed)) return false;
  if (KEY_LIKE.test(trimmed)) return false;
  return !allowed.has(trimmed);
}

/** String literals an expression can evaluate to directly: 'a', `b`, c ? 'd' : 'e', f ?? 'g'. */
function literalsOf(node: ts.Expression): { node: ts.Node; text: string }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ node, text: node.text }];
  if (ts.isTemplateExpression(node)) {
    // A key built from parts (`validation:${code}`, `feature.${code}`) is a key, not text.
    if (/^[\w-]+(:[\w.-]*|\.[\w.-]*)$/.test(node.head.text)) return [];
    const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
    return [{ node, text }];
  }
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
      node.operatorToken.kind,
    )
  ) {
    return [
      ...(node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ? [] : literalsOf(node.left)),
      ...literalsOf(node.right),
    ];
  }
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalsOf(node.expression);
  return [];
}

function propName(name: ts.PropertyName | ts.JsxAttributeName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return null;
}

/** Every user-visible English (or any language) literal in one .tsx source text. */
export function findLiterals(file: string, source: string, options: CheckOptions = {}): Literal[] {
  const allowed = options.allowed ?? new Set<string>();
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, where: string, text: string) => {
    if (!isVisibleText(text, allowed)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ file, line, where, text: text.replace(/\s+/g, ' ').trim() });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      add(node, 'jsx-text', node.text);
    } else if (ts.isJsxAttribute(node)) {
      const name = propName(node.name);
      if (name && VISIBLE_PROP.test(name) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) add(node, `prop ${name}`, node.initializer.text);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
          for (const l of literalsOf(node.initializer.expression)) add(l.node, `prop ${name}`, l.text);
        }
      }
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const l of literalsOf(node.expression)) add(l.node, 'child', l.text);
    } else if (ts.isPropertyAssignment(node)) {
      const name = propName(node.name);
      if (name && VISIBLE_FIELD.test(name))
        for (const l of literalsOf(node.initializer)) add(l.node, `field ${name}`, l.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

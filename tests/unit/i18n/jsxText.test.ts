// @vitest-environment node
/**
 * Issue 8 point 5 (c): no user-visible English written in the screens. Every .tsx file under src is
 * parsed (TypeScript's parser: JSX text is told apart from code, comments and type arguments) and the
 * test fails on
 *   - JSX text with a letter (`<p>Some words</p>`) or a string literal as a JSX child (`{'Words'}`);
 *   - a string literal with a letter in a user-visible attribute or property (label, title,
 *     placeholder, helperText, aria-label, alt, …) unless it is a catalogue key.
 * Texts must come from translate() and the catalogue (src/i18n). The allow-list below holds only
 * technical strings that are the same in every language, each with its reason.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogues, readSource, relative, sourceFiles } from './catalogue';

const VISIBLE = new Set([
  'label',
  'title',
  'placeholder',
  'helperText',
  'description',
  'actionLabel',
  'emptyText',
  'alt',
  'tooltip',
  'closeLabel',
  'cancelLabel',
  'acceptLabel',
  'confirmLabel',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
]);

/** Technical texts shown as they are in every language. */
const ALLOWED = new Map([
  ['app.example.com', 'example host name (domain field placeholders)'],
  ['alice@example.com', 'example e-mail address (allowed emails placeholder)'],
  ['localhost', 'example backend host name (backend host placeholder)'],
  ['/health\n^/public/.*', 'example skip-auth rules, written in the rule syntax itself'],
]);

const LETTER = /\p{L}/u;

interface Found {
  where: string;
  text: string;
}

const attributeName = (node: ts.JsxAttribute | ts.PropertyAssignment): string =>
  ts.isJsxAttribute(node) ? node.name.getText() : ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : '';

/** JSX texts and visible attribute values with a letter, in the given .tsx sources. */
const scan = (sources: { name: string; text: string }[]): { texts: Found[]; attributes: Found[] } => {
  const texts: Found[] = [];
  const attributes: Found[] = [];
  for (const { name, text } of sources) {
    const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const where = (node: ts.Node) => `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && LETTER.test(node.text)) {
        texts.push({ where: where(node), text: node.text.trim() });
      } else if (
        ts.isJsxExpression(node) &&
        (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
        node.expression &&
        (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
        LETTER.test(node.expression.text)
      ) {
        texts.push({ where: where(node), text: node.expression.text });
      } else if ((ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) && VISIBLE.has(attributeName(node))) {
        const value = ts.isJsxAttribute(node)
          ? node.initializer && ts.isJsxExpression(node.initializer)
            ? node.initializer.expression
            : node.initializer
          : node.initializer;
        if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && LETTER.test(value.text)) {
          attributes.push({ where: where(node), text: value.text });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { texts, attributes };
};

const files = sourceFiles(['.tsx']);
const { texts, attributes } = scan(files.map((file) => ({ name: relative(file), text: readSource(file) })));

describe('texts written in the screens (src/**/*.tsx)', () => {
  it('are scanned', () => {
    expect(files.length).toBeGreaterThan(50);
    // The attribute scan sees the keys the screens pass (e.g. <EmptyState title="app.nodes.empty.title" />).
    expect(attributes.map((found) => found.text)).toContain('app.nodes.empty.title');
  });

  it('hold no JSX text with a letter', () => {
    expect(texts.filter(({ text }) => !ALLOWED.has(text))).toEqual([]);
  });

  it('pass catalogue keys, not English, to visible attributes', () => {
    const english = attributes.filter(({ text }) => !(text in catalogues.en) && !ALLOWED.has(text));
    expect(english).toEqual([]);
  });
});

describe('the scan itself', () => {
  it('catches JSX text, a string child and English in a visible attribute or property, not symbols or code', () => {
    const sample = [
      'const A = () => (',
      '  <Box title="Save changes" className="wide" slotProps={{ input: { placeholder: "Type here" } }}>',
      "    <p>Hello there</p>{'More words'}{' '}<b>404</b>{/* a comment */}<i>{value}</i>",
      '    <C label="app.nodes.title" />',
      '  </Box>',
      ');',
    ].join('\n');
    const found = scan([{ name: 'sample.tsx', text: sample }]);
    expect(found.texts.map(({ text }) => text)).toEqual(['Hello there', 'More words']);
    expect(found.attributes.map(({ text }) => text)).toEqual(['Save changes', 'Type here', 'app.nodes.title']);
    expect(found.attributes.filter(({ text }) => !(text in catalogues.en)).map(({ text }) => text)).toEqual(['Save changes', 'Type here']);
  });
});

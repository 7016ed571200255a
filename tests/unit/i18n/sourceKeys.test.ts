// @vitest-environment node
/**
 * Issue 8 point 5 (b): every catalogue key the code names exists. A source scan of src/**\/*.{ts,tsx}
 * (TypeScript's parser, so comments and regular expressions are not mistaken for code): each string
 * literal shaped like a key ('app.…', 'ra.…') must be in the English catalogue (react-admin's English
 * texts merged), and each key built from a template (`app.nodes.status.${status}`) must match at least
 * one. The arguments of translate() and notify() must be keys too, never English sentences.
 * src/demo (loaded by demo builds only) is held to the catalogue a demo build serves (the console's
 * plus the demo's texts); every other file to the production catalogue, which has no demo text.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogues, isDemoSource, readSource, relative, sourceFiles } from './catalogue';

const KEY = /^(app|ra)\.[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+$/;

/** Literals shaped like a key that are not keys, each with its reason. */
const NOT_KEYS = new Map([
  ['app.example.com', 'an example host name in the domain placeholders, the same in every language'],
]);

/** Calls whose first argument is a message key. */
const KEY_TAKERS = new Set(['translate', 'notify']);

interface Found {
  where: string;
  text: string;
  /** The English catalogue the file is served with. */
  english: Record<string, string>;
}

const scan = () => {
  const literals: Found[] = [];
  const templates: Found[] = [];
  const keyArguments: Found[] = [];
  for (const file of sourceFiles(['.ts', '.tsx'])) {
    const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const english = isDemoSource(file) ? catalogues.enInDemo : catalogues.en;
    const where = (node: ts.Node) => `${relative(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (KEY.test(node.text)) literals.push({ where: where(node), text: node.text, english });
      } else if (ts.isTemplateExpression(node) && /^(app|ra)\./.test(node.head.text)) {
        const pattern = [node.head.text, ...node.templateSpans.map((span) => `\u0000${span.literal.text}`)].join('');
        templates.push({ where: where(node), text: pattern, english });
      } else if (ts.isCallExpression(node)) {
        const callee = ts.isIdentifier(node.expression) ? node.expression.text : ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : '';
        const [first] = node.arguments;
        if (KEY_TAKERS.has(callee) && first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          keyArguments.push({ where: where(first), text: first.text, english });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, templates, keyArguments };
};

const { literals, templates, keyArguments } = scan();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('catalogue keys named in src', () => {
  it('finds the keys the screens use (the scan works)', () => {
    expect(literals.length).toBeGreaterThan(200);
    expect(literals.map((found) => found.text)).toContain('app.nodes.add_client');
    expect(templates.map((found) => found.text)).toContain('app.nodes.status.\u0000');
    // src/demo's keys are scanned too, against the demo build's catalogue.
    expect(literals.filter(({ english }) => english === catalogues.enInDemo).map((found) => found.text)).toContain('app.demo.tunnel.bring_up');
  });

  it('exist in the English catalogue', () => {
    const missing = literals.filter(({ text, english }) => !NOT_KEYS.has(text) && !(text in english));
    expect(missing.map(({ where, text }) => ({ where, text }))).toEqual([]);
  });

  it('built from a template match at least one English key', () => {
    const unmatched = templates.filter(({ text, english }) => {
      const pattern = new RegExp(`^${text.split('\u0000').map(escape).join('[A-Za-z0-9_]+')}$`);
      return !Object.keys(english).some((key) => pattern.test(key));
    });
    expect(unmatched.map(({ where, text }) => ({ where, text }))).toEqual([]);
  });

  it('are what translate() and notify() are given, never a sentence', () => {
    const sentences = keyArguments.filter(({ text, english }) => !(text in english));
    expect(sentences.map(({ where, text }) => ({ where, text }))).toEqual([]);
  });
});

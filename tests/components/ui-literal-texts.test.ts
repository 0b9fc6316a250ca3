import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every visible text goes through a key (Tx, t, text) so en and pt say it too. This scans ui/**\/*.tsx
 * for words written straight into JSX: text between tags, string children, and the attributes a visitor
 * reads or hears (aria-label, title, placeholder, alt).
 */
const ROOT = join(__dirname, '..', '..');
const UI = join(ROOT, 'ui');
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt']);
/** Names that read the same in every language (the logo writes the brand in two halves). */
const ALLOWED = new Set(['QueSeguro', 'Que', 'Seguro']);
const LETTER = /\p{L}/u;
/** A table of es texts read straight into the view (SOME_TEXTS.key) instead of through a key. */
const TEXT_TABLE = /(^|_)TEXTS?$/;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

const wording = (text: string) => text.replace(/\s+/g, ' ').trim();
const isWords = (text: string) => {
  const words = wording(text);
  return !ALLOWED.has(words) && LETTER.test(words.replaceAll('QueSeguro', ''));
};

/** Literal text inside an expression: plain and template strings, and both branches of a condition. */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.PlusToken)
    return literalTexts(node.right);
  if (ts.isBinaryExpression(node)) return [...literalTexts(node.left), ...literalTexts(node.right)];
  if (ts.isCallExpression(node)) return literalTexts(node.expression);
  if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) {
    let root: ts.Expression = node;
    while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root)) root = root.expression;
    return ts.isIdentifier(root) && TEXT_TABLE.test(root.text) ? [node.getText()] : [];
  }
  return [];
}

function literalJsxTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1} ${JSON.stringify(wording(text))}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent))
      for (const text of literalTexts(node.expression)) if (isWords(text)) report(node, text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const text of value ? literalTexts(value) : []) if (isWords(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('visible texts in ui/ go through the texts of the page language', () => {
  it('finds words written into JSX (text, string children, read attributes)', () => {
    const source = `const a = <p title="Hola" aria-label={'Cerrar'}>Texto {'suelto'} {\`\${n} más\`} {x ? 'Sí' : null}<b>QueSeguro</b> · {n} {TEXTS.title} {MY_TEXTS.a(n)}</p>;`;
    expect(literalJsxTexts('sample.tsx', source)).toEqual([
      'sample.tsx:1 "Hola"',
      'sample.tsx:1 "Cerrar"',
      'sample.tsx:1 "Texto"',
      'sample.tsx:1 "suelto"',
      'sample.tsx:1 "más"',
      'sample.tsx:1 "Sí"',
      'sample.tsx:1 "TEXTS.title"',
      'sample.tsx:1 "MY_TEXTS.a"',
    ]);
  });

  it('no file under ui/ writes a visible word outside the texts', () => {
    const found = tsxFiles(UI).flatMap((path) =>
      literalJsxTexts(relative(ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The view names no currency and picks no locale: money and dates go through core/domain (formatMoney,
 * the site's price currency, displayLocale). This scans every string in ui/**\/*.ts(x) for an ISO
 * currency code, a currency symbol written out, or a BCP 47 locale.
 */
const ROOT = join(__dirname, '..', '..');
const UI = join(ROOT, 'ui');
const CURRENCY = /^(COP|CLP|PEN|USD|MXN|UF|EUR|BRL|ARS)$|US\$|S\/\s?\d|€/;
const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function namedInStrings(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const texts =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)
        ? [node.text]
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
          : [];
    for (const text of texts.map((value) => value.trim()))
      if (CURRENCY.test(text) || LOCALE.test(text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${fileName}:${line + 1} ${JSON.stringify(text)}`);
      }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the view names no currency and no locale', () => {
  it('finds what it looks for (a probe)', () => {
    const probe = `const a = formatMoney(1, 'COP'); const b = new Intl.DateTimeFormat('es-CO'); <b>US$ 5</b>;`;
    expect(namedInStrings('probe.tsx', probe)).toHaveLength(3);
  });

  it('no string in ui/ is a currency code, a currency symbol with an amount, or a locale', () => {
    const found = sourceFiles(UI).flatMap((path) =>
      namedInStrings(relative(ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});

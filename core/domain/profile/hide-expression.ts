import { accept, reject, type Outcome } from '../shared/outcome';

/**
 * The form definition's hideExpression, read by a small parser over a whitelisted grammar and never
 * by eval or new Function (the definition comes from a server):
 *
 *   expr    := or
 *   or      := and ('||' and)*
 *   and     := unary ('&&' unary)*
 *   unary   := '!' unary | compare
 *   compare := primary (('=='|'==='|'!='|'!=='|'<'|'<='|'>'|'>=') primary)?
 *   primary := number | 'text' | "text" | true | false | null | undefined | path | '(' expr ')'
 *   path    := name ('.' name | '[' digits ']')*
 *
 * A path reads the form values: `model.x` the values of the field's own row or group, `root.x` (or
 * `form.x`) the whole form, a bare `x` the row first and then the whole form. Prototype keys read as
 * undefined. Comparisons of two numbers (or numeric texts) are numeric; others compare as text.
 */
type ExpressionValue = string | number | boolean | null | undefined;
export type Expression =
  | { readonly kind: 'literal'; readonly value: ExpressionValue }
  | { readonly kind: 'path'; readonly segments: readonly string[] }
  | { readonly kind: 'not'; readonly operand: Expression }
  | {
      readonly kind: 'logical';
      readonly op: '&&' | '||';
      readonly left: Expression;
      readonly right: Expression;
    }
  | {
      readonly kind: 'compare';
      readonly op: CompareOp;
      readonly left: Expression;
      readonly right: Expression;
    };
type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=';

export interface ExpressionScope {
  /** The values of the field's own row or group. */
  readonly model: unknown;
  /** The whole form's values. */
  readonly root: unknown;
}

const MAX_EXPRESSION_LENGTH = 500;
const MAX_DEPTH = 40;
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

type Token =
  | { kind: 'num'; value: number }
  | { kind: 'str'; value: string }
  | { kind: 'name'; value: string }
  | { kind: 'op'; value: string };

export function parseExpression(source: string): Outcome<Expression, string> {
  if (source.length > MAX_EXPRESSION_LENGTH) return reject('too long');
  const tokens = tokenize(source);
  if (!tokens.ok) return tokens;
  const parser = new Parser(tokens.value);
  const expression = parser.expression(0);
  if (!expression.ok) return expression;
  if (!parser.done()) return reject(`unexpected ${parser.peekText()}`);
  return expression;
}

/** Whether the expression holds over the values; an expression that does not parse reads as false. */
export function evaluateHideExpression(source: string | null | undefined, scope: ExpressionScope): boolean {
  if (!source || source.trim() === '') return false;
  const parsed = parseExpression(source);
  return parsed.ok ? truthy(evaluate(parsed.value, scope)) : false;
}

function evaluate(expression: Expression, scope: ExpressionScope): ExpressionValue {
  switch (expression.kind) {
    case 'literal':
      return expression.value;
    case 'path':
      return readPath(expression.segments, scope);
    case 'not':
      return !truthy(evaluate(expression.operand, scope));
    case 'logical': {
      const left = truthy(evaluate(expression.left, scope));
      if (expression.op === '&&') return left && truthy(evaluate(expression.right, scope));
      return left || truthy(evaluate(expression.right, scope));
    }
    case 'compare':
      return compare(expression.op, evaluate(expression.left, scope), evaluate(expression.right, scope));
    default: {
      const unknown: never = expression;
      return unknown;
    }
  }
}

function readPath(segments: readonly string[], scope: ExpressionScope): ExpressionValue {
  const [head, ...rest] = segments;
  if (head === 'model') return leaf(walk(scope.model, rest));
  if (head === 'root' || head === 'form') return leaf(walk(scope.root, rest));
  const local = walk(scope.model, segments);
  return leaf(local === undefined ? walk(scope.root, segments) : local);
}

function walk(start: unknown, segments: readonly string[]): unknown {
  let current = start;
  for (const segment of segments) {
    if (FORBIDDEN_KEYS.has(segment)) return undefined;
    if (Array.isArray(current)) {
      current = /^\d+$/.test(segment)
        ? current[Number(segment)]
        : segment === 'length'
          ? current.length
          : undefined;
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

function leaf(value: unknown): ExpressionValue {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  // A row or a list counts as present; its contents are reached through a longer path.
  return true;
}

function truthy(value: ExpressionValue): boolean {
  return (
    value !== false &&
    value !== null &&
    value !== undefined &&
    value !== '' &&
    value !== 0 &&
    !Number.isNaN(value)
  );
}

function numeric(value: ExpressionValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

function compare(op: CompareOp, left: ExpressionValue, right: ExpressionValue): boolean {
  const a = numeric(left);
  const b = numeric(right);
  if (op === '==' || op === '!=') {
    const equal =
      a !== null && b !== null
        ? a === b
        : left === null || left === undefined || right === null || right === undefined
          ? (left ?? null) === (right ?? null)
          : String(left) === String(right);
    return op === '==' ? equal : !equal;
  }
  if (a === null || b === null) return false;
  if (op === '<') return a < b;
  if (op === '<=') return a <= b;
  if (op === '>') return a > b;
  return a >= b;
}

function tokenize(source: string): Outcome<Token[], string> {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source.charAt(i);
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    const three = source.slice(i, i + 3);
    const two = source.slice(i, i + 2);
    if (three === '===' || three === '!==') {
      tokens.push({ kind: 'op', value: three.slice(0, 2) });
      i += 3;
    } else if (['==', '!=', '<=', '>=', '&&', '||'].includes(two)) {
      tokens.push({ kind: 'op', value: two });
      i += 2;
    } else if ('<>!().[]'.includes(char)) {
      tokens.push({ kind: 'op', value: char });
      i += 1;
    } else if (char === "'" || char === '"') {
      const end = source.indexOf(char, i + 1);
      if (end < 0) return reject('unterminated text');
      tokens.push({ kind: 'str', value: source.slice(i + 1, end) });
      i = end + 1;
    } else if (/[0-9]/.test(char) || (char === '-' && /[0-9]/.test(source.charAt(i + 1)))) {
      const match = /^-?\d+(\.\d+)?/.exec(source.slice(i));
      const text = match?.[0] ?? char;
      tokens.push({ kind: 'num', value: Number(text) });
      i += text.length;
    } else if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z_$][\w$]*/.exec(source.slice(i));
      const text = match?.[0] ?? char;
      tokens.push({ kind: 'name', value: text });
      i += text.length;
    } else {
      return reject(`unexpected character ${char}`);
    }
  }
  return accept(tokens);
}

const COMPARE_OPS: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);
const KEYWORDS: Readonly<Record<string, ExpressionValue>> = {
  true: true,
  false: false,
  null: null,
  undefined: undefined,
};

class Parser {
  private at = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  peekText(): string {
    const token = this.tokens[this.at];
    return token ? String(token.value) : 'end';
  }

  private isOp(value: string): boolean {
    const token = this.tokens[this.at];
    return token?.kind === 'op' && token.value === value;
  }

  expression(depth: number): Outcome<Expression, string> {
    if (depth > MAX_DEPTH) return reject('too deep');
    return this.binary('||', () => this.binary('&&', () => this.unary(depth)));
  }

  private binary(op: '&&' | '||', operand: () => Outcome<Expression, string>): Outcome<Expression, string> {
    let left = operand();
    while (left.ok && this.isOp(op)) {
      this.at += 1;
      const right = operand();
      if (!right.ok) return right;
      left = accept({ kind: 'logical', op, left: left.value, right: right.value });
    }
    return left;
  }

  private unary(depth: number): Outcome<Expression, string> {
    if (depth > MAX_DEPTH) return reject('too deep');
    if (this.isOp('!')) {
      this.at += 1;
      const operand = this.unary(depth + 1);
      return operand.ok ? accept({ kind: 'not', operand: operand.value }) : operand;
    }
    const left = this.primary(depth);
    if (!left.ok) return left;
    const token = this.tokens[this.at];
    if (token?.kind === 'op' && COMPARE_OPS.has(token.value)) {
      this.at += 1;
      const right = this.primary(depth);
      if (!right.ok) return right;
      return accept({ kind: 'compare', op: token.value as CompareOp, left: left.value, right: right.value });
    }
    return left;
  }

  private primary(depth: number): Outcome<Expression, string> {
    const token = this.tokens[this.at];
    if (!token) return reject('unexpected end');
    this.at += 1;
    if (token.kind === 'num' || token.kind === 'str') return accept({ kind: 'literal', value: token.value });
    if (token.kind === 'op' && token.value === '(') {
      const inner = this.expression(depth + 1);
      if (!inner.ok) return inner;
      if (!this.isOp(')')) return reject('missing )');
      this.at += 1;
      return inner;
    }
    if (token.kind === 'name') {
      if (Object.hasOwn(KEYWORDS, token.value))
        return accept({ kind: 'literal', value: KEYWORDS[token.value] });
      const segments = [token.value];
      for (;;) {
        if (this.isOp('.')) {
          const next = this.tokens[this.at + 1];
          if (next?.kind !== 'name') return reject('expected a name after .');
          segments.push(next.value);
          this.at += 2;
        } else if (this.isOp('[')) {
          const index = this.tokens[this.at + 1];
          const close = this.tokens[this.at + 2];
          const isIndex = index?.kind === 'num' && Number.isInteger(index.value) && index.value >= 0;
          const isText = index?.kind === 'str';
          if (!(isIndex || isText) || close?.kind !== 'op' || close.value !== ']') return reject('bad index');
          segments.push(String(index.value));
          this.at += 3;
        } else {
          return accept({ kind: 'path', segments });
        }
      }
    }
    return reject(`unexpected ${String(token.value)}`);
  }
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateHideExpression, parseExpression } from '../../../core/domain';

const scope = (model: unknown, root: unknown = model) => ({ model, root });

describe('hideExpression evaluator (§3 "Profile form definition")', () => {
  it('compares paths with literals, numbers numerically', () => {
    expect(evaluateHideExpression("sexo != 'Femenino'", scope({ sexo: 'Masculino' }))).toBe(true);
    expect(evaluateHideExpression("sexo != 'Femenino'", scope({ sexo: 'Femenino' }))).toBe(false);
    expect(evaluateHideExpression('edad < 18', scope({ edad: 9 }))).toBe(true);
    expect(evaluateHideExpression('edad < 18', scope({ edad: '20' }))).toBe(false);
    expect(evaluateHideExpression('cantidadDeTrabajadores < 1', scope({}))).toBe(false);
  });

  it('reads model (row), root and dotted paths, with && || ! and parentheses', () => {
    const root = { titular: { epsActual: 'notengo' }, cargas: [{ edad: 3 }] };
    expect(evaluateHideExpression("root.titular.epsActual === 'notengo'", scope({}, root))).toBe(true);
    expect(
      evaluateHideExpression("titular.epsActual == 'notengo' && !(cargas[0].edad > 5)", scope({}, root)),
    ).toBe(true);
    expect(evaluateHideExpression('model.edad >= 3 || false', scope({ edad: 3 }, root))).toBe(true);
    expect(evaluateHideExpression('!cargas', scope({}, root))).toBe(false);
  });

  it('never reaches prototypes and never runs code', () => {
    expect(evaluateHideExpression('constructor', scope({}))).toBe(false);
    expect(evaluateHideExpression('__proto__.polluted', scope({}))).toBe(false);
    expect(parseExpression("alert('x')").ok).toBe(false);
    expect(parseExpression('a = 1').ok).toBe(false);
    expect(parseExpression('(() => 1)()').ok).toBe(false);
    expect(evaluateHideExpression('model.x ==', scope({ x: 1 }))).toBe(false);
  });

  it('property: any text evaluates to a boolean without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.jsonValue({ maxDepth: 3 }), (source, values) => {
        expect(typeof evaluateHideExpression(source, scope(values))).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('property: deeply nested input is refused, not a stack overflow', () => {
    expect(evaluateHideExpression(`${'('.repeat(300)}1${')'.repeat(300)}`, scope({}))).toBe(false);
    expect(evaluateHideExpression(`${'!'.repeat(400)}x`, scope({}))).toBe(false);
  });
});

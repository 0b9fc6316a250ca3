import { describe, it } from 'vitest';
import type { EventDraft } from '../../../core/domain';
import { given } from '../../support/decider-spec';

const filled = (productId: string): EventDraft => ({ type: 'ComparisonSlotFilled', data: { productId } });
const cleared = (productId: string): EventDraft => ({ type: 'ComparisonSlotCleared', data: { productId } });

describe('slots decider (given / when / then)', () => {
  it('fills an empty selection', () => {
    given().when({ type: 'slots.fill', productId: 'a' }).then(filled('a'));
  });

  it('refuses a plan already chosen', () => {
    given(filled('a')).when({ type: 'slots.fill', productId: 'a' }).thenRefused('slots.already-chosen');
  });

  it('refuses a fourth plan while three are chosen', () => {
    given(filled('a'), filled('b'), filled('c'))
      .when({ type: 'slots.fill', productId: 'd' })
      .thenRefused('slots.full');
  });

  it('takes a third plan after one of three was cleared', () => {
    given(filled('a'), filled('b'), filled('c'), cleared('a'))
      .when({ type: 'slots.fill', productId: 'd' })
      .then(filled('d'));
  });

  it('refuses an empty product id', () => {
    given().when({ type: 'slots.fill', productId: '' }).thenRefused('slots.no-product');
  });

  it('clears a chosen plan, refuses one not chosen', () => {
    given(filled('a')).when({ type: 'slots.clear', productId: 'a' }).then(cleared('a'));
    given(filled('a')).when({ type: 'slots.clear', productId: 'b' }).thenRefused('slots.not-chosen');
  });

  it('clears all chosen plans in order, refuses when none is chosen', () => {
    given(filled('a'), filled('b')).when({ type: 'slots.clearAll' }).then(cleared('a'), cleared('b'));
    given().when({ type: 'slots.clearAll' }).thenRefused('slots.empty');
  });
});

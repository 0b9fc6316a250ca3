import { describe, expect, it } from 'vitest';
import { fold, initialVisitorState, stampEvent, type EventDraft } from '../../../core/domain';
import { given } from '../../support/decider-spec';

const chosen = (...ids: number[]): EventDraft => ({ type: 'ClinicsChosen', data: { ids } });

describe("the visitor's clinics (given / when / then)", () => {
  it('records the clinics a visitor chose in Mi clínica', () => {
    given()
      .when({ type: 'clinics.choose', ids: [21, 24] })
      .then(chosen(21, 24));
  });

  it('records a clinic named twice once', () => {
    given()
      .when({ type: 'clinics.choose', ids: [21, 21, 24] })
      .then(chosen(21, 24));
  });

  it('refuses the same clinics again, in any order (nothing new to keep)', () => {
    given(chosen(21, 24))
      .when({ type: 'clinics.choose', ids: [24, 21] })
      .thenRefused('clinics.same');
    given().when({ type: 'clinics.choose', ids: [] }).thenRefused('clinics.same');
  });

  it('records a cleared choice as no clinics', () => {
    given(chosen(21)).when({ type: 'clinics.choose', ids: [] }).then(chosen());
  });

  it('records a changed choice whole', () => {
    given(chosen(21))
      .when({ type: 'clinics.choose', ids: [21, 27] })
      .then(chosen(21, 27));
  });

  it('refuses an id that names no clinic, and more than thirty clinics', () => {
    given()
      .when({ type: 'clinics.choose', ids: [-1] })
      .thenRefused('clinics.unknown');
    given()
      .when({ type: 'clinics.choose', ids: [2.5] })
      .thenRefused('clinics.unknown');
    const many = Array.from({ length: 31 }, (_, index) => index + 1);
    given().when({ type: 'clinics.choose', ids: many }).thenRefused('clinics.too-many');
    given()
      .when({ type: 'clinics.choose', ids: many.slice(0, 30) })
      .then(chosen(...many.slice(0, 30)));
  });

  it('the projection holds the last choice, which survives a reload (a fold of the log)', () => {
    const log = [chosen(21), chosen(21, 24), chosen(24)].map((draft, index) => stampEvent(draft, index));
    expect(fold(initialVisitorState('CO'), log).clinics).toEqual([24]);
    expect(initialVisitorState('CO').clinics).toEqual([]);
  });
});

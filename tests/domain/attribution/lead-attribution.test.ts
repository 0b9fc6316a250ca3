import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEAD_ATTRIBUTION_MAX_ENTRIES,
  arrivalTouch,
  fold,
  initialVisitorState,
  keepTouches,
  leadAttributionInfo,
  stampEvent,
  type EventDraft,
  type Touch,
} from '../../../core/domain';
import { given } from '../../support/decider-spec';

const SITE = 'https://queseguro.co';
const touch = (at: number, source = '', referrer = ''): Touch => ({
  at,
  landing: '/',
  referrer,
  params: source ? { utm_source: source } : {},
});
const recorded = (t: Touch): EventDraft => ({ type: 'TouchRecorded', data: { touch: t } });

describe('a page load as a touch', () => {
  it('keeps the landing path, the campaign parameters and the other site, never the rest of the query', () => {
    const t = arrivalTouch({
      address: '/Comparar/EPS?utm_source=google&utm_medium=cpc&gclid=abc&perfil=eyJjb3RpemFudGUiOltdfQ',
      referrer: 'https://www.google.com/search?q=eps',
      siteOrigin: SITE,
      at: 1_700_000_000_000,
    });
    expect(t).toEqual({
      at: 1_700_000_000_000,
      landing: '/Comparar/EPS',
      referrer: 'https://www.google.com',
      params: { utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' },
    });
  });

  it('a link from this site or no referrer at all is a direct visit', () => {
    for (const referrer of ['', `${SITE}/EPS`, 'not a url'])
      expect(arrivalTouch({ address: '/', referrer, siteOrigin: SITE, at: 1 }).referrer).toBe('');
  });
});

describe('attribution decider (given / when / then)', () => {
  it('records the first touch', () => {
    given()
      .when({ type: 'attribution.touch', touch: touch(10) })
      .then(recorded(touch(10)));
  });

  it('records a touch from another source than the last one', () => {
    given(recorded(touch(10)))
      .when({ type: 'attribution.touch', touch: touch(20, 'facebook') })
      .then(recorded(touch(20, 'facebook')));
    given(recorded(touch(10, 'google')))
      .when({ type: 'attribution.touch', touch: touch(20, '', 'https://www.bing.com') })
      .then(recorded(touch(20, '', 'https://www.bing.com')));
  });

  it('refuses a reload or a return from the same source', () => {
    given(recorded(touch(10, 'google')))
      .when({ type: 'attribution.touch', touch: touch(20, 'google') })
      .thenRefused('attribution.sameSource');
  });

  it('refuses a touch older than the last one kept', () => {
    given(recorded(touch(50, 'google')))
      .when({ type: 'attribution.touch', touch: touch(20, 'facebook') })
      .thenRefused('attribution.older');
  });
});

describe('the touches kept', () => {
  it('keep the first touch and the latest ones, at most 100, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 260 }), (count) => {
        const touches = Array.from({ length: count }, (_, i) => touch(i, `s${i}`));
        const state = fold(
          initialVisitorState('CO'),
          touches.map((t, i) => stampEvent(recorded(t), i)),
        );
        const kept = state.attribution;
        expect(kept.length).toBe(Math.min(count, LEAD_ATTRIBUTION_MAX_ENTRIES));
        if (count > 0) {
          expect(kept[0]).toEqual(touches[0]);
          expect(kept.at(-1)).toEqual(touches.at(-1));
        }
        expect(kept.map((t) => t.at)).toEqual([...kept.map((t) => t.at)].sort((a, b) => a - b));
        expect(keepTouches(kept)).toEqual(kept);
      }),
    );
  });

  it('a lead carries them as strings, first touch first and last touch last', () => {
    const state = fold(
      initialVisitorState('CO'),
      [touch(0, 'google'), touch(86_400_000, 'facebook'), touch(172_800_000, '', 'https://bing.com')].map(
        (t, i) => stampEvent(recorded(t), i),
      ),
    );
    expect(leadAttributionInfo(state)).toEqual([
      { touch: 'first', date: '1970-01-01T00:00:00.000Z', landing: '/', referrer: '', utm_source: 'google' },
      {
        touch: 'middle',
        date: '1970-01-02T00:00:00.000Z',
        landing: '/',
        referrer: '',
        utm_source: 'facebook',
      },
      { touch: 'last', date: '1970-01-03T00:00:00.000Z', landing: '/', referrer: 'https://bing.com' },
    ]);
    expect(leadAttributionInfo(initialVisitorState('CO'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { detailReadiness, scrollsToTab, shownTab, type PlanContent } from '../../../core/domain';

const content = (documents: number): PlanContent => ({
  coverages: null,
  topAmounts: null,
  descriptions: [],
  exclusions: [{ name: 'Cirugía estética' }],
  network: [],
  faq: [],
  documents: Array.from({ length: documents }, (_, i) => ({
    id: i,
    name: `Doc ${i}`,
    url: `/d${i}.pdf`,
    mimeType: 'application/pdf' as const,
  })),
  paymentInfo: null,
  profilePrice: null,
});

describe('when a plan page is done (§2, §4)', () => {
  it('waits for the documents of the documents tab only', () => {
    expect(detailReadiness('page', 'documentos', content(2), false)).toEqual({
      documents: ['/d0.pdf', '/d1.pdf'],
      scroll: true,
    });
    expect(detailReadiness('page', null, content(2), false)).toEqual({ documents: [], scroll: false });
    expect(detailReadiness('modal', 'documentos', content(2), false)).toBeNull();
  });

  it('a tab the plan does not have shows its first one', () => {
    expect(shownTab('red', content(0))).toBe('exclusiones');
    expect(shownTab('documentos', content(1))).toBe('documentos');
  });

  it('scrolls to a tab named in the address, on a page, for a browser only', () => {
    expect(scrollsToTab('page', 'solicitar', false)).toBe(true);
    expect(scrollsToTab('page', 'solicitar', true)).toBe(false);
    expect(scrollsToTab('page', null, false)).toBe(false);
    expect(scrollsToTab('modal', 'solicitar', false)).toBe(false);
  });
});

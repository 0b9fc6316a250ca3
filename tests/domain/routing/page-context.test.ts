import { describe, expect, it } from 'vitest';
import {
  contactPage,
  initialVisitorState,
  pageChange,
  resolveRoute,
  type PageShown,
} from '../../../core/domain';

/** Given a page the navigation settled on, then what the root tells the flows that follow pages. */
const shown = (address: string): PageShown => {
  const resolution = resolveRoute(address);
  if (resolution.kind !== 'page') throw new Error(`${address} redirects`);
  return resolution;
};
const visitor = initialVisitorState('CO');

describe('pageChange', () => {
  it("carries the page's location and the product type its route data names", () => {
    const change = pageChange(shown('/EPS?x=1'));
    expect(change).toMatchObject({ type: 'page.changed', productType: 'colectivo' });
    expect(change.location.search).toBe('?x=1');
  });
});

describe('contactPage', () => {
  it('on the paid-media landing, the lead comes from Registro and no topic is suggested', () => {
    const page = contactPage(visitor, shown('/Registro'));
    expect(page.origin).toMatchObject({ originUrl: '/Registro', originLead: 'Registro' });
    expect(page.topic).toBe(null);
  });

  it("on a product page, the page's product type is the topic; elsewhere the lead comes from contacto", () => {
    expect(contactPage(visitor, shown('/EPS')).topic).toBe('colectivo');
    const contact = contactPage(visitor, shown('/'));
    expect(contact.origin.originLead).toBe('contacto');
    expect(contact.topic).toBe(null);
  });

  it('carries no profile while none is stored', () => {
    expect(contactPage(visitor, shown('/EPS')).origin).not.toHaveProperty('profile');
  });
});

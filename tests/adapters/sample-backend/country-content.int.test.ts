import { describe, expect, it } from 'vitest';
import { useSampleBackend } from '../support/sample-server';

useSampleBackend();

/**
 * Issue 25, content pages: the sample backend answers a Chilean, Peruvian or international visitor
 * (told by the host: cl., pe., int.) with that site's own blog, notification, referrers and contact
 * data, and nothing of the Colombian site.
 */
const HOSTS = {
  CO: 'http://sample.test',
  CL: 'http://cl.sample.test',
  PE: 'http://pe.sample.test',
  INT: 'http://int.sample.test',
};
const OTHER_SITES = ['CL', 'PE', 'INT'] as const;
/** What only the Colombian site says: its brand and address, country, phone code, regulators, city. */
const COLOMBIAN =
  /queseguro|Colombia|\+57|Supersalud|Superintendencia Financiera|Bogot|PSE\b|pesos colombianos/i;

interface Summary {
  slug: string;
  title: string;
  description: string;
  publishedAt: string;
  author: string;
  tag: string;
}
interface Article extends Summary {
  sections: { id: string; heading: string; paragraphs: string[] }[];
}

const json = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
};
const articlesOf = (host: string) => json<Summary[]>(`${host}/api/qp-university/articles`);
const articleText = (article: Article) =>
  [article.title, article.description, ...article.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join(
    ' ',
  );

/** Words each site's own market uses, at least one in every article. */
const MARKET_WORDS = {
  CL: /isapre|Fonasa|GES|UF\b|CMF|Superintendencia de Salud/,
  PE: /EsSalud|EPS|SCTR|SIS\b|SBS|SuSalud|soles/,
  INT: /deducible|Estados Unidos|beneficio máximo|US\$|expatriad/i,
} as const;

describe('each site’s blog lists its own articles', () => {
  for (const country of OTHER_SITES)
    it(`${country}: its articles are its own, signed by its brand’s team, dated, and none of them is Colombia’s`, async () => {
      const colombian = await articlesOf(HOSTS.CO);
      const own = await articlesOf(HOSTS[country]);
      expect(own.length).toBeGreaterThanOrEqual(3);
      const team = country === 'INT' ? 'Equipo QuePlan Internacional' : 'Equipo QuePlan';
      for (const summary of own) {
        expect(summary.author).toBe(team);
        expect(summary.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(colombian.map((article) => article.slug)).not.toContain(summary.slug);
        const article = await json<Article>(`${HOSTS[country]}/api/qp-university/articles/${summary.slug}`);
        const text = articleText(article);
        expect(text, summary.slug).toMatch(MARKET_WORDS[country]);
        expect(text, summary.slug).not.toMatch(COLOMBIAN);
        // Another site's article is not found here, nor this one on Colombia's blog.
        expect((await fetch(`${HOSTS.CO}/api/qp-university/articles/${summary.slug}`)).status).toBe(404);
      }
      for (const article of colombian)
        expect((await fetch(`${HOSTS[country]}/api/qp-university/articles/${article.slug}`)).status).toBe(
          404,
        );
    });

  it('Colombia’s blog keeps its own guides by Equipo QueSeguro', async () => {
    const colombian = await articlesOf(HOSTS.CO);
    expect(colombian.length).toBeGreaterThanOrEqual(4);
    expect(new Set(colombian.map((article) => article.author))).toEqual(new Set(['Equipo QueSeguro']));
  });

  it('Chile’s and Peru’s articles are apart: the same blog path, each host its own list', async () => {
    const chile = (await articlesOf(HOSTS.CL)).map((article) => article.slug);
    const peru = (await articlesOf(HOSTS.PE)).map((article) => article.slug);
    expect(chile.filter((slug) => peru.includes(slug))).toEqual([]);
  });

  it('each site’s sitemap lists its own articles under its own blog path', async () => {
    for (const country of OTHER_SITES) {
      const xml = await (await fetch(`${HOSTS[country]}/sitemap.xml`)).text();
      const blog = country === 'INT' ? '/IH-Blog' : '/QP-Blog';
      for (const article of await articlesOf(HOSTS[country]))
        expect(xml).toContain(`${blog}/${article.slug}<`);
      expect(xml).not.toContain('/QS-Blog');
    }
  });
});

describe('nothing the other sites’ content pages load says Colombia’s name, address or phone', () => {
  for (const country of OTHER_SITES)
    it(`${country}: menu, contact data, notification and plans’ payment methods are its own`, async () => {
      const host = HOSTS[country];
      for (const call of ['menu', 'contactInformations', 'notifications', 'qp-university/articles']) {
        const body = await (await fetch(`${host}/api/${call}`)).text();
        expect(body, call).not.toMatch(COLOMBIAN);
      }
      const { notification } = await json<{ notification: { message: string } }>(`${host}/api/notifications`);
      expect(notification.message).not.toMatch(/Sura|Seguros Éxito/);
      // Every plan's payment methods (ids from 2001, 3001, 4001): an online transfer, never Colombia's PSE.
      const methods: string[] = [];
      for (let id = { CL: 2001, PE: 3001, INT: 4001 }[country]; ; id += 1) {
        const response = await fetch(`${host}/api/qppayment/insurance-payment/${id}`);
        if (response.status === 404) break;
        const { data } = (await response.json()) as { data: { paymentMethods: { name: string }[] } };
        methods.push(...data.paymentMethods.map((method) => method.name));
      }
      expect(methods.length).toBeGreaterThan(20);
      expect(methods).not.toContain('PSE');
    });

  it('a referrer is looked up on its own site: Colombia’s are not found on Chile’s', async () => {
    const colombian = await fetch(`${HOSTS.CL}/api/referidos?email=laura.gomez@queseguro.co`);
    expect(colombian.status).toBe(404);
    const chilean = await json<{ name: string }>(
      `${HOSTS.CL}/api/referidos?email=francisca.munoz@queplan.cl`,
    );
    expect(chilean.name).toBe('Francisca Muñoz');
    expect((await fetch(`${HOSTS.CO}/api/referidos?email=laura.gomez@queseguro.co`)).status).toBe(200);
  });
});

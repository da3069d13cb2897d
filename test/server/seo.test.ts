import { expect } from 'chai';
import { HtmlValidate } from 'html-validate';
import { services } from '#content/services/index.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { request } from '../helpers/http.ts';
import { marketingPaths } from '../helpers/marketing-pages.ts';

const siteUrl = 'https://www.example.com';

function jsonLdBlocks(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];
}

/** Starts the app on the public site URL the metadata names. */
function startSeoApp(): Promise<TestApp> {
  return startTestApp({ SITE_URL: siteUrl });
}

async function readMarketingPages(app: TestApp, pages: Map<string, string>): Promise<void> {
  for (const path of marketingPaths) {
    const response = await request(`${app.url}${path}`);
    expect(response.status, path).to.equal(200);
    pages.set(path, response.text);
  }
}

describe('Search engines and sharing: sitemap, robots.txt and unknown services', () => {
  let app: TestApp;
  before(async () => {
    app = await startSeoApp();
  });
  after(() => app.close());

  describe('GET /sitemap.xml', () => {
    it('lists every public page with an absolute URL, as XML', async () => {
      const response = await request(`${app.url}/sitemap.xml`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('application/xml; charset=utf-8');
      // Revalidated on every fetch, so a newly published post is never hidden behind a cache.
      expect(response.headers.get('cache-control')).to.equal('no-cache');
      expect(response.text).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      const publicPaths = marketingPaths.filter((path) => path !== '/thank-you');
      expect(locations).to.include.members([...publicPaths, '/blog'].map((path) => siteUrl + path));
      expect(new Set(locations).size).to.equal(locations.length);
    });

    it('leaves out the thank-you, login and dashboard pages', async () => {
      const { text } = await request(`${app.url}/sitemap.xml`);
      for (const path of ['/thank-you', '/login', '/dashboard']) expect(text).not.to.include(`${siteUrl}${path}<`);
    });
  });

  describe('GET /robots.txt', () => {
    it('allows crawling, keeps crawlers out of the admin pages and the API, and points to the sitemap', async () => {
      const response = await request(`${app.url}/robots.txt`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('text/plain; charset=utf-8');
      const lines = response.text.split('\n');
      expect(lines).to.include.members(['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /login', 'Disallow: /api/']);
      expect(lines).to.include(`Sitemap: ${siteUrl}/sitemap.xml`);
    });
  });

  describe('GET /services/{slug}', () => {
    it('answers an unknown service with the 404 page', async () => {
      for (const path of ['/services/no-such-service', '/services', '/services/medical-coding/extra']) {
        const response = await request(`${app.url}${path}`);
        expect(response.status, path).to.equal(404);
        expect(response.text).to.include('404 Page Not Found');
      }
    });
  });
});

describe('Search engines and sharing: page metadata and server-rendered content', () => {
  let app: TestApp;
  const pages = new Map<string, string>();
  before(async () => {
    app = await startSeoApp();
    await readMarketingPages(app, pages);
  });
  after(() => app.close());

  describe('page metadata', () => {
    it('gives every page a canonical URL, Open Graph and Twitter tags and exactly one h1', () => {
      for (const [path, html] of pages) {
        expect(html, path).to.include(`<link rel="canonical" href="${siteUrl}${path}">`);
        expect(metaContent(html, 'property', 'og:url'), path).to.equal(siteUrl + path);
        // Each page's own social card (docs/product/media.md#social-cards), drawn from its title.
        expect(metaContent(html, 'property', 'og:image'), path).to.match(new RegExp(`^${siteUrl}/og/page-[a-z0-9-]+-[0-9a-f]{28}\\.png$`));
        expect(metaContent(html, 'name', 'twitter:image'), path).to.equal(metaContent(html, 'property', 'og:image'));
        expect(metaContent(html, 'property', 'og:image:height'), path).to.equal('630');
        expect(metaContent(html, 'property', 'og:image:alt'), path).to.be.a('string').that.is.not.empty;
        expect(metaContent(html, 'property', 'og:image:width'), path).to.equal('1200');
        expect(metaContent(html, 'property', 'og:title'), path).to.be.a('string').that.is.not.empty;
        expect(metaContent(html, 'name', 'twitter:card'), path).to.equal('summary_large_image');
        expect(metaContent(html, 'name', 'description')?.length, path).to.be.within(50, 170);
        expect(html.match(/<h1[\s>]/g), path).to.have.length(1);
      }
    });

    it('gives the pages different social cards', () => {
      const cards = [...pages].map(([, html]) => metaContent(html, 'property', 'og:image'));
      expect(new Set(cards).size).to.equal(cards.length);
    });

    it('uses each service page’s own title and description', () => {
      for (const service of services) {
        const html = pages.get(service.path)!;
        expect(html).to.include(`<title>${service.metaTitle.replace('&', '&amp;')}</title>`);
        expect(metaContent(html, 'name', 'robots')).to.equal('index, follow');
      }
    });

    it('marks the thank-you page noindex, nofollow', () => {
      expect(metaContent(pages.get('/thank-you')!, 'name', 'robots')).to.equal('noindex, nofollow');
      expect(pages.get('/thank-you')).to.include('Thank You!').and.include('within 24 hours');
    });

    it('describes the organization on the home page: six services, area served US', () => {
      const organization = jsonLdBlocks(pages.get('/')!).find((block) => block['@type'] === 'Organization');
      expect(organization).to.include({ areaServed: 'US', url: `${siteUrl}/` });
      expect(organization!.hasOfferCatalog.itemListElement).to.have.length(6);
    });

    it('gives each service page a BreadcrumbList matching its visible breadcrumb', () => {
      for (const service of services) {
        const html = pages.get(service.path)!;
        const breadcrumb = jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList');
        expect(
          breadcrumb!.itemListElement.map((item: { position: number; name: string; item: string }) => [item.position, item.name, item.item]),
        ).to.deep.equal([
          [1, 'Home', `${siteUrl}/`],
          [2, 'Services', `${siteUrl}/#services`],
          [3, service.shortTitle, siteUrl + service.path],
        ]);
        expect(html).to.match(/<nav class="breadcrumb" aria-label="Breadcrumb">/);
        expect(html).to.include(`<a href="${service.path}" aria-current="page">`);
      }
    });
  });

  describe('server-rendered content', () => {
    it('shows the final KPI values and all six workflow stages without JavaScript, the first one lit', () => {
      const home = pages.get('/')!;
      for (const value of ['98%', '30', '99%', '3%']) {
        expect(home).to.match(
          new RegExp(`aria-hidden="true" data-target="${parseInt(value)}" data-from="\\d+" data-suffix="${value.replace(/\d+/, '')}">${value}</span>`),
        );
      }
      expect(home.match(/class="workflow-stage( is-active)?"/g)).to.have.length(6);
      expect(home.match(/class="workflow-stage is-active"/g)).to.have.length(1);
      expect(home).to.include('data-phase="0"');
      expect(home.match(/<img [^>]*loading="lazy"[^>]*>/g)).to.have.length(12);
    });

    it('ships one entry script on every page drawn from the database, which fetches only the islands the page holds', () => {
      // Each route folder has its entry file, all with the same content (the same content hash).
      const scriptsOf = (html: string) => [...html.matchAll(/<script src="[^"]+\.([\w-]+)\.js"/g)].map((match) => match[1]);
      const entry = scriptsOf(pages.get('/solutions')!);
      expect(entry).to.have.length(1);
      // The revenue check and /book have their own entries, and so has /thank-you (drawn from the database too, with
      // the time picker on demand, decision 104); every other marketing page is drawn from the database (decision 063).
      const ownEntries = ['/revenue-check', '/book', '/thank-you'];
      for (const path of marketingPaths.filter((path) => !ownEntries.includes(path))) expect(scriptsOf(pages.get(path)!), path).to.deep.equal(entry);
      for (const path of ownEntries) expect(scriptsOf(pages.get(path)!), path).not.to.deep.equal(entry);
      // No island's code is named in the HTML: the entry fetches it when the page holds that island.
      expect(pages.get('/')!).not.to.match(/modulepreload[^>]*(workflow|kpis|platforms|contact-form)/);
    });

    it('produces valid HTML on every page', async () => {
      const validator = new HtmlValidate({
        extends: ['html-validate:recommended'],
        rules: {
          // React writes void elements as <img/> and boolean attributes as hidden="" / disabled="":
          // valid HTML, only a different style from the one these rules prefer.
          'void-style': 'off',
          'attribute-boolean-style': 'off',
          'attribute-empty-style': 'off',
          // React 19 writes maxLength / autoComplete in camelCase; HTML attribute names are
          // case-insensitive (the parser lowercases them), so this too is only style.
          'attr-case': 'off',
        },
      });
      for (const [path, html] of pages) {
        const report = await validator.validateString(html, path);
        const messages = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (line ${message.line})`));
        expect(messages, path).to.deep.equal([]);
      }
    });
  });
});

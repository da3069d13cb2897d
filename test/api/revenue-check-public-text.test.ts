/**
 * No working note on a public page (docs/product/revenue-check.md#benchmarks): every page in the sitemap, the
 * revenue check with a result and its thank-you page, as a visitor gets them.
 */
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { request } from '../helpers/http.ts';
import { exampleInputs, medianPracticeText, workingNotes } from '../helpers/revenue-check.ts';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const query = (values: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, value === null ? '' : String(value)])).toString();

describe('Public pages and working notes', () => {
  it('shows no "not yet checked", "commonly attributed" or "starting value" on any public page', async () => {
    const sitemap = await request(`${app.url}/sitemap.xml`);
    expect(sitemap.status).to.equal(200);
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths).to.include('/revenue-check');
    paths.push(`/revenue-check?${query(exampleInputs)}`, `/revenue-check?${query(medianPracticeText)}`, `/revenue-check/thank-you?${query(exampleInputs)}`);
    for (const path of paths) {
      const page = await request(`${app.url}${path}`);
      expect(page.status, path).to.equal(200);
      const text = page.text.toLowerCase();
      for (const note of workingNotes) expect(text, `${path} contains "${note}"`).not.to.include(note);
    }
  });

  it('answers the revenue check API without a working note either', async () => {
    const response = await request(`${app.url}/api/revenue-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(exampleInputs),
    });
    for (const note of workingNotes) expect(response.text.toLowerCase()).not.to.include(note);
  });
});

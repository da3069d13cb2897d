/**
 * A social card as a crawler gets it once it is drawn. A card not drawn yet is drawn at once, but a request waits
 * at most a second for it and meanwhile gets the site's general card (`no-store`): on a loaded machine the first
 * answer can be that one, so this waits for the state (the card stored) and asks again.
 */
import type { TestApp } from './app.ts';

export async function fetchSocialCard(app: TestApp, path: string): Promise<Response> {
  const name = path.replace(/^\/og\//, '');
  for (;;) {
    const response = await fetch(`${app.url}${path}`);
    if (response.status !== 200 || response.headers.get('cache-control') !== 'no-store') return response;
    await response.arrayBuffer();
    while (!(await app.db('social_cards').where({ key: name }).first('key'))) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// https://vike.dev/data
// The page itself loads in the browser (the editor calls the API); the route answers 404 for an id that is
// not one, or names no page.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { withDatabase } from '#pages/page-database.server.ts';

export type Data = { pageId: number };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const raw = pageContext.routeParams.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw render(404);
  const pageId = Number(raw);
  const exists = await withDatabase(pageContext, async (db) => Boolean(await db('site_pages').where({ id: pageId }).first('id')));
  if (!exists) throw render(404);
  return { pageId };
}

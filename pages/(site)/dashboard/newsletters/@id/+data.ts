// https://vike.dev/data
// The newsletter itself loads in the browser (the page calls the API); `new` is a newsletter not saved yet, and
// an id that is not one, or names no newsletter, is not found.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { withDatabase } from '#pages/page-database.server.ts';

export type Data = { newsletterId: number | null };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const raw = pageContext.routeParams.id ?? '';
  if (raw === 'new') return { newsletterId: null };
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw render(404);
  const newsletterId = Number(raw);
  const exists = await withDatabase(pageContext, async (db) => Boolean(await db('newsletters').where({ id: newsletterId }).first('id')));
  if (!exists) throw render(404);
  return { newsletterId };
}

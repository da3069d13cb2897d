// https://vike.dev/data
// The post itself loads in the browser (the editor calls the API, which also decides who may see it); the
// page answers 404 for an id that is not one, or names no post.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { withDatabase } from '#pages/page-database.server.ts';

export type Data = { postId: number };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const raw = pageContext.routeParams.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw render(404);
  const postId = Number(raw);
  const exists = await withDatabase(pageContext, async (db) => Boolean(await db('blog_posts').where({ id: postId }).first('id')));
  if (!exists) throw render(404);
  return { postId };
}

import type { Knex } from 'knex';
// Like the seed (decision 063), this reads the defaults from content/: the sections it adds.
// eslint-disable-next-line import-x/no-restricted-paths
import { homeBookCall, thankYouNextSteps } from '#content/site-pages/next-steps.ts';

interface PageRow {
  id: number;
  content: string;
  pending: string | null;
  updated_by: number | null;
}

/**
 * The next steps of the home and thank-you pages (booking the free assessment call, the blog) for a database
 * seeded before them (a new one has them from its seed): added only to a page nobody has edited or begun to
 * edit since the seed (no `updated_by`, no pending change), so a marketer's page is never changed behind their
 * back. The home page gets its band before the contact form; the thank-you page after its message.
 */
export async function up(knex: Knex): Promise<void> {
  const additions = [
    { path: '/', section: homeBookCall, before: 'contact' },
    { path: '/thank-you', section: thankYouNextSteps, before: null },
  ];
  let changed = false;
  for (const { path, section, before } of additions) {
    const row = (await knex('site_pages').where({ path }).first('id', 'content', 'pending', 'updated_by')) as PageRow | undefined;
    if (!row || row.updated_by !== null || row.pending !== null) continue;
    const content = JSON.parse(row.content) as { sections: { id: string }[] };
    if (content.sections.some((existing) => existing.id === section.id)) continue;
    const at = before === null ? -1 : content.sections.findIndex((existing) => existing.id === before);
    content.sections.splice(at === -1 ? content.sections.length : at, 0, section);
    await knex('site_pages')
      .where({ id: row.id })
      .update({ content: JSON.stringify(content) });
    changed = true;
  }
  if (changed) await knex('content_version').update({ version: knex.raw('version + 1') });
}

export async function down(knex: Knex): Promise<void> {
  for (const { path, id } of [
    { path: '/', id: homeBookCall.id },
    { path: '/thank-you', id: thankYouNextSteps.id },
  ]) {
    const row = (await knex('site_pages').where({ path }).first('id', 'content', 'updated_by')) as PageRow | undefined;
    if (!row || row.updated_by !== null) continue;
    const content = JSON.parse(row.content) as { sections: { id: string }[] };
    content.sections = content.sections.filter((existing) => existing.id !== id);
    await knex('site_pages')
      .where({ id: row.id })
      .update({ content: JSON.stringify(content) });
  }
}

import type { Knex } from 'knex';

/**
 * The footer's Dashboard link (docs/product/pages.md#menus): a site whose menus were seeded before it was a
 * default gets it at the end of the footer's Company column (or of its last column, when there is no Company
 * column), unless the footer links to /dashboard already or that column is full. The content version moves so
 * running processes read the menus again.
 */
const link = { label: 'Dashboard', href: '/dashboard' };
const maxLinksPerColumn = 12;

interface Column {
  heading: string;
  links: { label: string; href: string }[];
}

export async function up(knex: Knex): Promise<void> {
  const row = (await knex('site_navigation').where({ id: 1 }).first('footer')) as { footer: string } | undefined;
  if (!row) return;
  const footer = JSON.parse(row.footer) as Column[];
  if (footer.some((column) => column.links.some((each) => each.href.replace(/[?#].*$/, '').replace(/\/$/, '') === link.href))) return;
  const column = footer.find((each) => each.heading.trim().toLowerCase() === 'company') ?? footer.at(-1);
  if (!column || column.links.length >= maxLinksPerColumn) return;
  column.links.push(link);
  await knex('site_navigation')
    .where({ id: 1 })
    .update({ footer: JSON.stringify(footer) });
  await knex('content_version').update({ version: knex.raw('version + 1') });
}

/** Takes the link away again, wherever it is, if the footer still has it. */
export async function down(knex: Knex): Promise<void> {
  const row = (await knex('site_navigation').where({ id: 1 }).first('footer')) as { footer: string } | undefined;
  if (!row) return;
  const footer = JSON.parse(row.footer) as Column[];
  const without = footer.map((column) => ({ ...column, links: column.links.filter((each) => !(each.href === link.href && each.label === link.label)) }));
  await knex('site_navigation')
    .where({ id: 1 })
    .update({ footer: JSON.stringify(without) });
  await knex('content_version').update({ version: knex.raw('version + 1') });
}

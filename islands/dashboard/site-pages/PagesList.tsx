/**
 * The Pages page (/dashboard/pages, owners and editors; docs/product/admin.md#pages-and-menus): every
 * marketing page with its address, title, status, a marker for unpublished changes and its last edit in the
 * site's time zone; and the form that makes a new page (a draft) and opens it in the editor.
 */
import { useEffect, useState } from 'react';
import { pagesListCopy as text } from '#content/dashboard-pages.ts';
import { dashboardSitePagePath } from '#shared/dashboard-paths.ts';
import { apiRequest } from '../api.ts';
import { NewPageForm } from './NewPageForm.tsx';
import { whenIn } from './PageDialogs.tsx';
import type { PageListItem } from './page-types.ts';
import '#components/text-field.css';
import '../staff/staff.css';
import './site-pages.css';
import { DataTable } from '../DataTable.tsx';

export interface PagesListProps {
  timeZone: string;
}

export function PagesList({ timeZone }: PagesListProps) {
  const [pages, setPages] = useState<PageListItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const when = whenIn(timeZone);
  useEffect(() => {
    apiRequest<PageListItem[]>('GET', '/api/admin/pages').then(setPages, () => setFailed(true));
  }, []);

  return (
    <div className="dashboard-page staff-page site-pages-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      <section className="card staff-section" aria-labelledby="pages-list-heading">
        <h2 id="pages-list-heading" className="visually-hidden">
          {text.table}
        </h2>
        {failed && <p role="alert">{text.loadFailed}</p>}
        {!pages && !failed && <p role="status">{text.loading}</p>}
        {pages && (
          <DataTable label={text.table} columns={[text.title, text.path, text.status, text.lastEdit]}>
            {pages.map((page) => (
              <tr key={page.id} data-path={page.path}>
                <th scope="row">
                  <a href={dashboardSitePagePath(page.id)} aria-label={text.open(page.title)}>
                    {page.title}
                  </a>
                </th>
                <td>
                  <code>{page.path}</code>
                </td>
                <td>
                  {text.statusLabels[page.status]}
                  {page.status === 'scheduled' && page.publishAt && (
                    <>
                      {' '}
                      <time dateTime={page.publishAt}>{text.scheduledFor(when(page.publishAt))}</time>
                    </>
                  )}
                  {page.hasPending && <span className="page-pending-marker">{text.pendingMarker}</span>}
                </td>
                <td>
                  <time dateTime={page.updatedAt}>{when(page.updatedAt)}</time>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <NewPageForm />
    </div>
  );
}

/** The island's name for the registry. */
export const SitePagesList = PagesList;

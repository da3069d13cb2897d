/** The 404 log's most requested missing paths (docs/product/redirects.md#the-404-log), each with "Redirect this…". */
import { redirectsText as text } from '#content/dashboard-upkeep.ts';
import type { MissingPath } from '#shared/redirect-rules.ts';
import { ListSection } from './ListSection.tsx';
import { PathText } from './PathText.tsx';
import { siteTime } from '../site-time.ts';
import { DataTable } from '../DataTable.tsx';

export function MissingPaths({
  paths,
  failed,
  timeZone,
  onRedirect,
}: {
  paths: MissingPath[] | null;
  failed: boolean;
  timeZone: string;
  onRedirect(path: string): void;
}) {
  return (
    <ListSection
      id="missing-heading"
      heading={text.missingHeading}
      intro={text.missingIntro}
      failed={failed}
      count={paths?.length ?? null}
      empty={text.noMissing}
    >
      <DataTable
        label={text.missingTable}
        columns={[text.path, text.people, text.bots, text.referrer, text.lastSeen]}
        actionsLabel={text.redirectThis}
        className="missing-table"
      >
        {paths?.map((row) => (
          <tr key={row.path} data-path={row.path}>
            <th scope="row">
              <PathText value={row.path} />
            </th>
            <td>{row.count}</td>
            <td>{row.botCount}</td>
            <td>{row.referrerHost ?? '—'}</td>
            <td>
              <time dateTime={row.lastSeenAt}>{siteTime(row.lastSeenAt, timeZone)}</time>
            </td>
            <td>
              <button type="button" className="button button-secondary" onClick={() => onRedirect(row.path)}>
                {text.redirectThis}
                <span className="visually-hidden"> {row.path}</span>
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}

/**
 * The 404 log's most requested missing paths (docs/product/redirects.md#the-404-log), each with "Redirect this…",
 * then the requests to addresses it did not keep one by one.
 */
import { redirectsText as text } from '#content/dashboard-upkeep.ts';
import type { MissingPathsReport } from '#shared/redirect-rules.ts';
import { ListSection } from './ListSection.tsx';
import { PathText } from './PathText.tsx';
import { siteTime } from '../site-time.ts';
import { DataTable } from '../DataTable.tsx';

export function MissingPaths({
  report,
  failed,
  timeZone,
  onRedirect,
}: {
  /** null while loading. */
  report: MissingPathsReport | null;
  failed: boolean;
  timeZone: string;
  onRedirect(path: string): void;
}) {
  const paths = report?.paths;
  const other = report && report.other.count + report.other.botCount > 0 ? report.other : null;
  return (
    <ListSection
      id="missing-heading"
      heading={text.missingHeading}
      intro={text.missingIntro}
      failed={failed}
      count={paths?.length ?? null}
      empty={other ? text.noKeptMissing : text.noMissing}
      after={other && <p className="missing-other">{text.otherMissing(other.count, other.botCount, (paths?.length ?? 0) > 0)}</p>}
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

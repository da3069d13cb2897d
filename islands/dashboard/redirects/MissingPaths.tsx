/** The 404 log's most requested missing paths (docs/product/redirects.md#the-404-log), each with "Redirect this…". */
import { redirectsText as text } from '#content/dashboard-upkeep.ts';
import type { MissingPath } from '#shared/redirect-rules.ts';
import { ListSection } from './ListSection.tsx';
import { PathText } from './PathText.tsx';
import { siteTime } from '../site-time.ts';

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
      tableLabel={text.missingTable}
    >
      <table className="staff-table missing-table">
        <thead>
          <tr>
            <th scope="col">{text.path}</th>
            <th scope="col">{text.people}</th>
            <th scope="col">{text.bots}</th>
            <th scope="col">{text.referrer}</th>
            <th scope="col">{text.lastSeen}</th>
            <th scope="col">
              <span className="visually-hidden">{text.redirectThis}</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </ListSection>
  );
}

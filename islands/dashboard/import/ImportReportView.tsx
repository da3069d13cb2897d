/** One import's report: the counts, then what came in, what was left out and the missing images (docs/product/admin.md#importing). */
import { importText as text } from '#content/dashboard-import.ts';
import type { ImportReport } from '#shared/import-report.ts';

export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <div className="import-report">
      <p className="import-counts">{text.counts(report.counts)}</p>
      {report.added.length > 0 && (
        <details open>
          <summary>
            {text.added} ({report.added.length})
          </summary>
          <ul>
            {report.added.map((post) => (
              <li key={post.slug}>
                <a href={`/blog/${post.slug}`}>{post.title}</a>
                {post.changes.length > 0 && (
                  <ul>
                    {post.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.dropped.length > 0 && (
        <details>
          <summary>
            {text.dropped} ({report.dropped.length})
          </summary>
          <ul>
            {report.dropped.map((item, index) => (
              <li key={index}>
                {item.title}: {item.why}
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.imagesMissing.length > 0 && (
        <details>
          <summary>
            {text.imagesMissing} ({report.imagesMissing.length})
          </summary>
          <ul>
            {report.imagesMissing.map((image) => (
              <li key={image.path}>
                <code>{image.path}</code>: {image.why}
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.existing.length > 0 && (
        <details>
          <summary>
            {text.existing} ({report.existing.length})
          </summary>
          <ul>
            {report.existing.map((post, index) => (
              <li key={index}>{post.title}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

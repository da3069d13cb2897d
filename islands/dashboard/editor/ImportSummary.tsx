/** What a Markdown import brought in and everything it left out, with the reason (MarkdownUpload.tsx). */
import { useId } from 'react';
import { markdownImportCopy as copy } from '#content/markdown-import.ts';
import type { ImportSummaryData } from './markdown-upload-types.ts';

export function ImportSummary({ summary, onDismiss }: { summary: ImportSummaryData; onDismiss: () => void }) {
  const headingId = useId();
  return (
    <section className="import-summary" aria-labelledby={headingId} role="status">
      <div className="import-summary-header">
        <h3 id={headingId}>{copy.summaryHeading(summary.fileName)}</h3>
        <button type="button" className="button button-secondary button-small" onClick={onDismiss}>
          {copy.dismiss}
        </button>
      </div>
      {summary.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {summary.notes.length === 0 ? (
        <p>{copy.summaryNothingDropped}</p>
      ) : (
        <>
          <p>{copy.summaryNotesHeading(summary.notes.length)}</p>
          <ul>
            {summary.notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

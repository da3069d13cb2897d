/**
 * The Markdown upload's question (MarkdownUpload.tsx): replace the content, add to the end, or cancel, with a
 * tick for each field the file would change. A native modal <dialog>; focus starts on Cancel.
 */
import { useId, useRef, useState } from 'react';
import { markdownImportCopy as copy } from '#content/markdown-import.ts';
import { useModalDialog } from '../use-modal-dialog.ts';
import type { FieldName, PendingImport } from './markdown-upload-types.ts';

/** The text of (allowlisted) excerpt HTML; DOMParser's document is inert: nothing in it loads or runs. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

interface ImportDialogProps {
  pending: PendingImport;
  onChoose: (mode: 'replace' | 'append', ticked: Set<FieldName>) => Promise<boolean>;
  onCancel: () => void;
}

export function ImportDialog({ pending, onChoose, onCancel }: ImportDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [ticked, setTicked] = useState<Set<FieldName>>(new Set());
  const [working, setWorking] = useState(false);
  const { fileName, result, current, conflicts } = pending;
  const hasContent = current.contentHtml.trim() !== '';

  // Nothing is lost by a reflex Enter: focus starts on Cancel.
  const modal = useModalDialog({ focusFirst: () => cancel.current?.focus(), onEscape: working ? undefined : onCancel });

  async function choose(mode: 'replace' | 'append') {
    setWorking(true);
    if (!(await onChoose(mode, ticked))) setWorking(false);
  }

  const shown = (name: FieldName, value: string) => (name === 'excerpt' ? plainText(value) : value);

  return (
    <dialog
      {...modal.props}
      className="import-dialog"
      aria-labelledby={titleId}
      // An editor around it may stop Escape for its own dialog (Escape never discards a post): this one is Cancel.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        if (!working) onCancel();
      }}
    >
      <h2 id={titleId}>{copy.dialogTitle(fileName)}</h2>
      <p>{hasContent ? copy.hasContent : copy.noContent}</p>
      <p>{copy.found(result.imported)}</p>
      {conflicts.length > 0 && (
        <fieldset className="import-dialog-fields">
          {conflicts.map((name) => (
            <label key={name} className="import-dialog-field">
              <input
                type="checkbox"
                checked={ticked.has(name)}
                onChange={(event) => {
                  const next = new Set(ticked);
                  if (event.target.checked) next.add(name);
                  else next.delete(name);
                  setTicked(next);
                }}
              />
              <span>
                {copy.useField(copy.fieldLabels[name], shown(name, result[name] ?? ''))}{' '}
                <span className="import-dialog-now">({copy.fieldNow(shown(name, current.fields[name]))})</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {current.fields.tags && result.tags.length > 0 && <p>{copy.addTags(result.tags.join(', '))}</p>}
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="button button-secondary" onClick={onCancel} disabled={working}>
          {copy.cancel}
        </button>
        {hasContent ? (
          <>
            <button type="button" className="button button-secondary" onClick={() => void choose('append')} disabled={working}>
              {copy.append}
            </button>
            <button type="button" className="button button-danger" onClick={() => void choose('replace')} disabled={working}>
              {copy.replace}
            </button>
          </>
        ) : (
          <button type="button" className="button button-primary" onClick={() => void choose('replace')} disabled={working}>
            {copy.importButton}
          </button>
        )}
      </div>
    </dialog>
  );
}

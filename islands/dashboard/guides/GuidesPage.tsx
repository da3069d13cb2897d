/**
 * The dashboard's Guides page (/dashboard/guides, owners and editors: `guides.manage`; docs/product/guides.md):
 * the guides with their cover, PDF and requests; upload one, change its details, replace its PDF, delete it.
 */
import { useEffect, useRef, useState } from 'react';
import { guidesPageCopy as copy } from '#content/dashboard-guides.ts';
import { formatBytes } from '#content/media-library.ts';
import type { Guide } from '#shared/guides.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { DataTable } from '../DataTable.tsx';
import { thumbnailUrl } from '../editor/media-picker.ts';
import { ConfirmDialog } from '../posts/ConfirmDialog.tsx';
import { useMediaItem } from './CoverField.tsx';
import { GuideForm, type GuideFormMode } from './GuideForm.tsx';
import '#components/text-field.css';
import '../settings/settings.css';
import '../staff/staff.css';
import './guides.css';

function CoverThumbnail({ guide }: { guide: Guide }) {
  const item = useMediaItem(guide.cover?.mediaId ?? null);
  // The title beside it names the row: the thumbnail adds nothing for a screen reader.
  return item ? <img className="guide-thumbnail" src={thumbnailUrl(item)} alt="" width={item.width} height={item.height} /> : <span>{copy.noCover}</span>;
}

export function GuidesPage() {
  const [guides, setGuides] = useState<Guide[] | null | 'failed'>(null);
  const [editing, setEditing] = useState<GuideFormMode | null>(null);
  const [deleting, setDeleting] = useState<Guide | null>(null);
  const [busy, setBusy] = useState(false);
  // The button that opened the form gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const load = () =>
    apiRequest<{ guides: Guide[] }>('GET', '/api/admin/guides')
      .then((answer) => setGuides(answer.guides))
      .catch(() => setGuides('failed'));
  useEffect(() => {
    void load();
  }, []);

  const open = (mode: GuideFormMode) => {
    opener.current = document.activeElement as HTMLElement | null;
    setEditing(mode);
  };
  const closed = async (changed: boolean) => {
    setEditing(null);
    if (changed) await load();
    const back = opener.current;
    requestAnimationFrame(() => (back?.isConnected ? back : document.getElementById('guides-add'))?.focus());
  };

  async function remove(guide: Guide) {
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/admin/guides/${guide.id}`);
      toast({ title: copy.deleted });
      setDeleting(null);
      await load();
      document.getElementById('guides-add')?.focus();
    } catch (failure) {
      toast({ title: copy.deleteFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const list = Array.isArray(guides) ? guides : [];
  return (
    <div className="dashboard-page guides-page">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <p>
        <button id="guides-add" type="button" className="button button-primary" disabled={editing !== null} onClick={() => open({ kind: 'new' })}>
          {copy.add}
        </button>
      </p>
      {editing && <GuideForm mode={editing} onDone={(changed) => void closed(changed)} />}
      {guides === 'failed' && <p role="alert">{copy.loadFailed}</p>}
      {guides === null && <p role="status">{copy.loading}</p>}
      {Array.isArray(guides) && list.length === 0 && <p className="guides-empty">{copy.empty}</p>}
      {list.length > 0 && (
        <DataTable
          label={copy.tableLabel}
          columns={[copy.columns.title, copy.columns.cover, copy.columns.file, copy.columns.requests]}
          actionsLabel={copy.columns.actions}
          className="guides-table"
        >
          {list.map((guide) => (
            <tr key={guide.id} data-guide-id={guide.id}>
              <th scope="row" className="guide-title">
                {guide.title}
              </th>
              <td>
                <CoverThumbnail guide={guide} />
              </td>
              <td className="guide-file-cell">
                {guide.fileName}
                <br />
                <span className="field-hint">{formatBytes(guide.bytes)}</span>
              </td>
              <td className="guide-requests">{copy.requests(guide.requests.confirmed, guide.requests.pending)}</td>
              <td className="guide-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={copy.edit(guide.title)}
                  disabled={editing !== null || busy}
                  onClick={() => open({ kind: 'edit', guide })}
                >
                  {copy.columnsEdit}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={copy.replace(guide.title)}
                  disabled={editing !== null || busy}
                  onClick={() => open({ kind: 'replace', guide })}
                >
                  {copy.columnsReplace}
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  aria-label={copy.remove(guide.title)}
                  disabled={editing !== null || busy}
                  onClick={() => setDeleting(guide)}
                >
                  {copy.columnsDelete}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {deleting && (
        <ConfirmDialog
          title={copy.confirmHeading}
          confirmLabel={copy.confirmDelete}
          pendingLabel={copy.deleting}
          pending={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{copy.confirmText(deleting.title)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

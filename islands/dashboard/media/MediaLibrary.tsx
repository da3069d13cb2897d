/**
 * The media library page (docs/product/media.md#the-library-page): upload
 * several images with a progress bar each, a grid of thumbnails with their
 * details, editable alt text (offered to the posts that use the image: use-alt-save.tsx), search, the posts
 * that use each image with their alt text, and a delete that the server refuses while a post uses the image.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { mediaLibraryCopy as copy } from '#content/media-library.ts';
import type { MediaItem } from '#shared/media.ts';
import { can, type Role } from '#shared/roles.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest, ApiError } from '../api.ts';
import { ConfirmDialog } from '../posts/ConfirmDialog.tsx';
import { MediaCard } from './MediaCard.tsx';
import { MediaUploads } from './MediaUploads.tsx';
import { useAltSave } from './use-alt-save.tsx';
import { StorageUsage } from './StorageUsage.tsx';
// The dashboard's page frame and header; the confirmation dialog's and the danger button's styles (posts panel).
import '../dashboard.css';
import '../posts/posts.css';
import './media.css';

export interface MediaLibraryProps {
  role: Role;
  /** The site's time zone: every time is shown in it, labelled. */
  timeZone: string;
}

interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  limit: number;
}

const pageSize = 24;

export function MediaLibrary({ role, timeZone }: MediaLibraryProps) {
  const manage = can(role, 'media.manage');
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [data, setData] = useState<MediaPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const searchId = useId();

  const load = useCallback(async () => {
    try {
      const params = new URLSearchParams({ page: String(page), limit: String(pageSize) });
      if (search) params.set('q', search);
      setData(await apiRequest<MediaPage>('GET', `/api/admin/media?${params.toString()}`));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [page, search]);

  useEffect(() => {
    void load();
  }, [load]);

  const { saveAlt, offerDialog } = useAltSave((saved) =>
    setData((current) => current && { ...current, items: current.items.map((entry) => (entry.id === saved.id ? saved : entry)) }),
  );

  async function confirmDelete() {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await apiRequest('DELETE', `/api/admin/media/${deleting.id}`);
      toast({ title: copy.deleted });
      setDeleting(null);
      await load();
    } catch (error) {
      const refused = error instanceof ApiError && error.failure.status === 409;
      toast({ title: refused ? copy.deleteRefused : copy.deleteFailed, description: apiMessage(error) ?? copy.tryAgain, variant: 'destructive' });
      setDeleting(null);
      if (refused) await load();
    } finally {
      setDeletePending(false);
    }
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setSearch(query.trim());
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <div className="dashboard-page media-library">
      <header className="dashboard-header">
        <div>
          <h1>{copy.heading}</h1>
          <p className="dashboard-greeting media-intro">{copy.intro}</p>
          <StorageUsage refreshOn={data} />
        </div>
      </header>

      <MediaUploads onUploaded={() => (page === 1 ? load() : setPage(1))} />

      <form className="media-search" role="search" onSubmit={submitSearch}>
        <label htmlFor={searchId}>{copy.searchLabel}</label>
        <input id={searchId} type="search" value={query} maxLength={200} onChange={(event) => setQuery(event.target.value)} />
        <button type="submit" className="button button-secondary">
          {copy.searchButton}
        </button>
      </form>

      {failed ? (
        <p role="alert">{copy.loadFailed}</p>
      ) : !data ? (
        <p role="status">{copy.loading}</p>
      ) : data.items.length === 0 ? (
        <p className="media-empty">{search ? copy.noMatch(search) : copy.empty}</p>
      ) : (
        <ul className="media-grid">
          {data.items.map((item) => (
            <MediaCard key={item.id} item={item} timeZone={timeZone} manage={manage} onSaveAlt={saveAlt} onDelete={() => setDeleting(item)} />
          ))}
        </ul>
      )}

      {data && pages > 1 && (
        <nav className="media-pages" aria-label={copy.pageOf(page, pages)}>
          <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {copy.previous}
          </button>
          <span>{copy.pageOf(page, pages)}</span>
          <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {copy.next}
          </button>
        </nav>
      )}

      {offerDialog}

      {deleting && (
        <ConfirmDialog
          title={copy.delete}
          confirmLabel={copy.delete}
          pendingLabel={copy.deleting}
          pending={deletePending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>{copy.deleteQuestion(deleting.fileName)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

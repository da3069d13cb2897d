/**
 * The media library page (docs/product/media.md#the-library-page): upload
 * several images with a progress bar each, a grid of thumbnails with their
 * details, editable alt text, search, the posts that use each image, and a
 * delete that the server refuses while a post uses the image.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatBytes, mediaLibraryCopy as copy } from '#content/media-library.ts';
import { postPath } from '#shared/blog-paths.ts';
import type { MediaItem } from '#shared/media.ts';
import { can, type Role } from '#shared/roles.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest, ApiError } from '../api.ts';
import { ConfirmDialog } from '../posts/ConfirmDialog.tsx';
import { StorageUsage } from './StorageUsage.tsx';
import { uploadWithProgress } from './upload.ts';
// The dashboard's page frame and header; the confirmation dialog's and the danger button's styles (posts panel).
import '../dashboard.css';
import '../posts/posts.css';
import './media.css';

export interface MediaLibraryProps {
  role: Role;
}

interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  limit: number;
}

interface Upload {
  key: string;
  name: string;
  fraction: number;
  state: 'sending' | 'processing' | 'done' | 'failed';
  message?: string;
}

const pageSize = 24;

/** The smallest WebP variant: a thumbnail every browser shows. */
function thumbnailOf(item: MediaItem): string {
  const webp = item.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width)[0];
  return webp?.url ?? item.url;
}

export function MediaLibrary({ role }: MediaLibraryProps) {
  const manage = can(role, 'media.manage');
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [data, setData] = useState<MediaPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
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

  const update = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function uploadFiles(files: File[]) {
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setUploads((list) => [...batch.map(({ file, key }) => ({ key, name: file.name, fraction: 0, state: 'sending' as const })), ...list]);
    // One at a time: the server decodes two at once anyway, and each bar then moves in turn.
    for (const { file, key } of batch) {
      const result = await uploadWithProgress(file, (fraction) => update(key, { fraction, state: fraction >= 1 ? 'processing' : 'sending' }));
      if (result.ok) update(key, { fraction: 1, state: 'done' });
      else update(key, { state: 'failed', message: result.message });
    }
    if (page === 1) await load();
    else setPage(1);
  }

  async function saveAlt(item: MediaItem, alt: string): Promise<boolean> {
    try {
      const saved = await apiRequest<MediaItem>('PATCH', `/api/admin/media/${item.id}`, { alt });
      setData((current) => current && { ...current, items: current.items.map((entry) => (entry.id === saved.id ? saved : entry)) });
      toast({ title: copy.altSaved });
      return true;
    } catch (error) {
      toast({ title: copy.altFailed, description: apiMessage(error) ?? copy.tryAgain, variant: 'destructive' });
      return false;
    }
  }

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

      <section className="media-upload" aria-labelledby={`${inputId}-label`}>
        <label id={`${inputId}-label`} htmlFor={inputId} className="button button-primary">
          {copy.upload}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          className="media-file-input"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void uploadFiles(files);
          }}
        />
        <p id={`${inputId}-hint`} className="media-hint">
          {copy.uploadHint}
        </p>
        {uploads.length > 0 && (
          <ul className="media-uploads" aria-live="polite">
            {uploads.map((upload) => (
              <li key={upload.key} className={`media-upload-row media-upload-${upload.state}`}>
                <span className="media-upload-name">
                  {upload.state === 'done' ? copy.uploaded(upload.name) : upload.state === 'failed' ? copy.uploadFailed(upload.name) : copy.uploading(upload.name)}
                </span>
                <progress max={1} value={upload.state === 'failed' ? 0 : upload.fraction} aria-label={copy.uploading(upload.name)} />
                {upload.state === 'processing' && <span className="media-hint">{copy.processing}</span>}
                {upload.message && <span className="media-upload-error">{upload.message}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

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
            <MediaCard key={item.id} item={item} manage={manage} onSaveAlt={saveAlt} onDelete={() => setDeleting(item)} />
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

interface MediaCardProps {
  item: MediaItem;
  manage: boolean;
  onSaveAlt: (item: MediaItem, alt: string) => Promise<boolean>;
  onDelete: () => void;
}

function MediaCard({ item, manage, onSaveAlt, onDelete }: MediaCardProps) {
  const [alt, setAlt] = useState(item.alt);
  const [saving, setSaving] = useState(false);
  const altId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    await onSaveAlt(item, alt.trim());
    setSaving(false);
  }

  return (
    <li className="media-card" data-media-id={item.id}>
      <img src={thumbnailOf(item)} alt={item.alt} width={item.width} height={item.height} loading="lazy" decoding="async" />
      <div className="media-card-body">
        <p className="media-name">{item.fileName}</p>
        <p className="media-facts">
          {copy.dimensions(item.width, item.height)} · {formatBytes(item.bytes)} · {copy.uploadedOn} <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleDateString()}</time>
        </p>
        {manage ? (
          <form className="media-alt" onSubmit={(event) => void save(event)}>
            <label htmlFor={altId}>{copy.altLabel}</label>
            <textarea id={altId} rows={2} maxLength={500} value={alt} onChange={(event) => setAlt(event.target.value)} aria-describedby={`${altId}-hint`} />
            <span id={`${altId}-hint`} className="media-hint">
              {copy.altHint}
            </span>
            <button type="submit" className="button button-secondary" disabled={saving || alt.trim() === item.alt}>
              {saving ? copy.altSaving : copy.altSave}
            </button>
          </form>
        ) : (
          <p className="media-alt-text">{item.alt || copy.noAlt}</p>
        )}
        <div className="media-used">
          <p>{copy.usedIn(item.usedIn.length)}</p>
          {item.usedIn.length > 0 && (
            <ul>
              {item.usedIn.map((post) => (
                <li key={post.id}>
                  <a href={postPath(post.slug)}>{post.title}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {manage && (
          <button type="button" className="button button-danger" onClick={onDelete} aria-label={copy.deleteLabel(item.fileName)}>
            {copy.delete}
          </button>
        )}
      </div>
    </li>
  );
}

/** One image of the media library (MediaLibrary.tsx): its thumbnail, details, alt text, the posts that use it and the alt text each gives it. */
import { useId, useState, type FormEvent } from 'react';
import { formatBytes, mediaLibraryCopy as copy } from '#content/media-library.ts';
import { postPath } from '#shared/blog-paths.ts';
import type { MediaItem } from '#shared/media.ts';
import { siteTime } from '../site-time.ts';

/** The smallest WebP variant: a thumbnail every browser shows. */
function thumbnailOf(item: MediaItem): string {
  const webp = item.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width)[0];
  return webp?.url ?? item.url;
}

interface MediaCardProps {
  item: MediaItem;
  /** The site's time zone: every time is shown in it, labelled. */
  timeZone: string;
  manage: boolean;
  onSaveAlt: (item: MediaItem, alt: string) => Promise<boolean>;
  onDelete: () => void;
}

export function MediaCard({ item, timeZone, manage, onSaveAlt, onDelete }: MediaCardProps) {
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
          {copy.dimensions(item.width, item.height)} · {formatBytes(item.bytes)} · {copy.uploadedOn}{' '}
          <time dateTime={item.createdAt}>{siteTime(item.createdAt, timeZone)}</time>
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
              {item.usedIn.map((post) => {
                const inText = item.altInPosts.find((use) => use.id === post.id);
                return (
                  <li key={post.id}>
                    <a href={postPath(post.slug)}>{post.title}</a>
                    <span className="media-post-alt">: {inText ? inText.alts.map(copy.postAlt).join(', ') : copy.asCover}</span>
                  </li>
                );
              })}
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

/**
 * The social-card preview of the editor's SEO section (docs/product/media.md#social-cards): how a shared link to the post looks, next
 * to the search-result preview. The card is the one /og/ serves (server/media/social-cards.server.ts, drawn in
 * social-card-drawing.server.ts): the cover image cropped to 1200x630 when the post has one, else the brand
 * card (mark, site name, the post's title). /og/ draws only a published post's saved title, so the editor
 * shows the card as it will be drawn, in HTML and CSS, from what is being typed; below it the link's title
 * (the meta title, else "title | site"), description and host, as link previews show them.
 */
import { useEffect, useState } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { company } from '#content/company.ts';
import type { MediaItem } from '#shared/media.ts';
import { focalPosition, type CoverFocal } from '#shared/cover-focal.ts';
import { callApi } from '#islands/api/api-client.ts';

interface SocialCardPreviewProps {
  title: string;
  metaTitle: string;
  description: string;
  coverImageId: number | null;
  focal: CoverFocal;
}

/** The brand's name as the page's head gives it (company settings), else the content default. */
const brandName = () => document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') || company.name;

export function SocialCardPreview({ title, metaTitle, description, coverImageId, focal }: SocialCardPreviewProps) {
  const [cover, setCover] = useState<{ id: number; url: string; alt: string } | null>(null);
  const [brand, setBrand] = useState<string>(company.name);
  const [host, setHost] = useState('');

  useEffect(() => {
    setBrand(brandName());
    setHost(window.location.host);
  }, []);

  useEffect(() => {
    if (coverImageId === null) return setCover(null);
    let cancelled = false;
    void callApi<MediaItem>('GET', `/api/admin/media/${coverImageId}`).then(
      (answer) => !cancelled && setCover(answer.ok ? { id: answer.data.id, url: answer.data.url, alt: answer.data.alt } : null),
      () => !cancelled && setCover(null),
    );
    return () => {
      cancelled = true;
    };
  }, [coverImageId]);

  const cardTitle = title.trim() || brand;
  const linkTitle = metaTitle.trim() || `${title.trim() || copy.titlePlaceholder} | ${brand}`;
  return (
    <figure className="social-preview" aria-label={copy.socialPreview}>
      <figcaption className="field-hint">{copy.socialPreview}</figcaption>
      <div className="social-preview-card">
        {cover && cover.id === coverImageId ? (
          <img className="social-card-cover" src={cover.url} alt={cover.alt} style={{ objectPosition: focalPosition(focal) }} />
        ) : (
          <div className="social-card-drawn" aria-hidden="true">
            <span className="social-card-circle" />
            <span className="social-card-brand">
              <svg className="social-card-mark" viewBox="0 0 64 64" focusable="false">
                <rect width="64" height="64" rx="14" fill="#0b4654" />
                <polyline points="12,46 24,33 33,40 47,23" fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
                <circle cx="49" cy="21" r="6" fill="#e07a5f" />
              </svg>
              <span className="social-card-site">{brand}</span>
            </span>
            <span className="social-card-title">{cardTitle}</span>
            <span className="social-card-accent" />
          </div>
        )}
        <div className="social-preview-text">
          <p className="social-preview-host">{host}</p>
          <p className="social-preview-title">{linkTitle}</p>
          {description && <p className="social-preview-description">{description}</p>}
        </div>
      </div>
      <p className="field-hint">{copy.socialPreviewHint}</p>
    </figure>
  );
}

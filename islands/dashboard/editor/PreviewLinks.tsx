/** The share-preview dialog's parts (SharePreviewDialog.tsx): the link just made, and the links that still work. */
import type { RefObject } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';

export interface PreviewLinkSummary {
  id: number;
  createdAt: string;
  expiresAt: string;
}

export interface NewPreviewLink {
  id: number;
  url: string;
  expiresAt: string;
}

interface MadeLinkProps {
  made: NewPreviewLink;
  linkInput: RefObject<HTMLInputElement | null>;
  /** What Copy did, for the status line. */
  copied: string;
  /** A time in the site's time zone. */
  when: (iso: string) => string;
  onCopy: () => void;
}

/** The new link with Copy and its expiry: its address can be shown only now (the server keeps a hash). */
export function MadeLink({ made, linkInput, copied, when, onCopy }: MadeLinkProps) {
  return (
    <div className="share-made">
      <label className="field">
        <span className="field-label">{copy.shareLink}</span>
        <span className="share-link-row">
          <input ref={linkInput} className="text-field share-link" type="url" readOnly value={made.url} onFocus={(event) => event.target.select()} />
          <button type="button" className="button button-secondary button-small" onClick={onCopy}>
            {copy.shareCopy}
          </button>
        </span>
      </label>
      <p className="field-hint share-expiry">
        <time dateTime={made.expiresAt}>{copy.shareExpires(when(made.expiresAt))}</time>
      </p>
      <p className="share-copied" role="status">
        {copied}
      </p>
    </div>
  );
}

interface PreviewLinkListProps {
  /** Null while loading. */
  links: PreviewLinkSummary[] | null;
  /** The link just made, marked in the list. */
  madeId: number | undefined;
  when: (iso: string) => string;
  onRevoke: (link: PreviewLinkSummary) => void;
}

export function PreviewLinkList({ links, madeId, when, onRevoke }: PreviewLinkListProps) {
  if (links === null) return <p role="status">{copy.shareLoading}</p>;
  if (links.length === 0) return <p className="field-hint">{copy.shareNone}</p>;
  return (
    <ul className="share-links">
      {links.map((link) => (
        <li key={link.id} className="share-link-item" aria-current={madeId === link.id ? 'true' : undefined}>
          <span>
            <span className="share-link-made">{copy.shareCreated(when(link.createdAt))}</span>
            <time className="field-hint" dateTime={link.expiresAt}>
              {copy.shareExpires(when(link.expiresAt))}
            </time>
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            aria-label={copy.shareRevokeLabel(when(link.createdAt))}
            onClick={() => onRevoke(link)}
          >
            {copy.shareRevoke}
          </button>
        </li>
      ))}
    </ul>
  );
}

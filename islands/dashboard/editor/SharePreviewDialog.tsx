/**
 * "Share preview" (docs/product/blog.md#preview): makes a link anyone can open to read the post as
 * saved (a draft, or a published post's pending change), shows it with Copy and its expiry in the site's time
 * zone, lists the links that still work and revokes one. The server keeps only a hash of each token, so a
 * link's address can be shown only when it is made. A native modal <dialog>; Escape or Close only close it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { zoneName } from '#shared/zoned-time.ts';
import { callApi } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import { MadeLink, PreviewLinkList, type NewPreviewLink, type PreviewLinkSummary } from './PreviewLinks.tsx';
import { useModalDialog } from '../use-modal-dialog.ts';

/** The choices of lifetime (the API takes 1 to 30 days; 7 unless asked). */
const lifetimes = [1, 7, 14, 30] as const;

interface SharePreviewDialogProps {
  postId: number;
  /** The preview links' API path, when not the post's (the page editor: `/api/admin/pages/{id}/preview-links`). */
  apiPath?: string;
  /** What the link shows, when not a post. */
  explain?: string;
  /** The site's time zone: expiry times are shown in it. */
  timeZone: string;
  /** Saves what the editor holds first, so the link shows the newest text; false when that failed. */
  beforeShare: () => Promise<boolean>;
  onClose: () => void;
}

export function SharePreviewDialog({ postId, apiPath, explain = copy.shareExplain, timeZone, beforeShare, onClose }: SharePreviewDialogProps) {
  const linksPath = apiPath ?? `/api/admin/blog/${postId}/preview-links`;
  const linkInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const explainId = useId();
  const [days, setDays] = useState<number>(7);
  const [links, setLinks] = useState<PreviewLinkSummary[] | null>(null);
  const [made, setMade] = useState<NewPreviewLink | null>(null);
  const [creating, setCreating] = useState(false);
  const [copied, setCopied] = useState<string>('');

  const when = (iso: string) => {
    const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return `${format.format(new Date(iso))} ${zoneName(timeZone, Date.parse(iso))}`;
  };

  const load = useCallback(async () => {
    const answer = await callApi<PreviewLinkSummary[]>('GET', linksPath).catch(() => null);
    if (answer?.ok) setLinks(answer.data);
    else {
      setLinks((current) => current ?? []);
      toast({ title: copy.loadFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
    }
  }, [linksPath]);

  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const modal = useModalDialog({ onEscape: close });
  const dialog = modal.ref;

  useEffect(() => {
    void load();
  }, [load]);

  async function create() {
    if (creating) return;
    setCreating(true);
    setCopied('');
    try {
      if (!(await beforeShare())) return;
      const answer = await callApi<NewPreviewLink>('POST', linksPath, { expiresInDays: days }).catch(() => null);
      if (!answer?.ok) {
        toast({ title: copy.shareCreateFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
        return;
      }
      setMade(answer.data);
      await load();
      requestAnimationFrame(() => linkInput.current?.select());
    } finally {
      setCreating(false);
    }
  }

  async function copyLink() {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setCopied(copy.shareCopied);
    } catch {
      // No clipboard permission: the old way, from the selected text.
      linkInput.current?.select();
      setCopied(document.execCommand('copy') ? copy.shareCopied : copy.shareCopyFailed);
    }
  }

  async function revoke(link: PreviewLinkSummary) {
    const answer = await callApi('DELETE', `${linksPath}/${link.id}`).catch(() => null);
    if (!answer?.ok) {
      toast({ title: copy.shareRevokeFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
      return;
    }
    if (made?.id === link.id) setMade(null);
    toast({ title: copy.shareRevoked });
    await load();
    dialog.current?.querySelector<HTMLElement>('.share-create')?.focus();
  }

  return (
    <dialog {...modal.props} className="editor-dialog share-dialog" aria-labelledby={headingId} aria-describedby={explainId}>
      <div className="editor-dialog-header">
        <h2 id={headingId}>{copy.shareHeading}</h2>
        <button type="button" className="button button-secondary button-small" onClick={close}>
          {copy.close}
        </button>
      </div>
      <div className="share-body">
        <p id={explainId} className="field-hint">
          {explain}
        </p>
        <div className="share-create-row">
          <label className="field">
            <span className="field-label">{copy.shareExpiresIn}</span>
            <select className="share-select" value={days} onChange={(event) => setDays(Number(event.target.value))}>
              {lifetimes.map((lifetime) => (
                <option key={lifetime} value={lifetime}>
                  {copy.shareDays(lifetime)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button button-primary button-small share-create" onClick={() => void create()} disabled={creating}>
            {creating ? copy.shareCreating : copy.shareCreate}
          </button>
        </div>

        {made && <MadeLink made={made} linkInput={linkInput} copied={copied} when={when} onCopy={() => void copyLink()} />}

        <h3 className="share-list-heading">{copy.shareActive}</h3>
        <PreviewLinkList links={links} madeId={made?.id} when={when} onRevoke={(link) => void revoke(link)} />
      </div>
    </dialog>
  );
}

/**
 * Saving an image's alt text from the library page (docs/product/media.md#one-alt-text): straight away when no
 * post shows the image with other alt text; otherwise after the AltOfferDialog, which lets the writer put the new
 * alt text in those posts too, in the same request.
 */
import { useState, type ReactNode } from 'react';
import { mediaLibraryCopy as copy } from '#content/media-library.ts';
import type { MediaAltInPost, MediaItem } from '#shared/media.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { AltOfferDialog } from './AltOfferDialog.tsx';

interface Offer {
  item: MediaItem;
  alt: string;
  posts: MediaAltInPost[];
  done: (saved: boolean) => void;
}

/** `saved` takes the image as the server answered it. */
export function useAltSave(saved: (item: MediaItem) => void): { saveAlt: (item: MediaItem, alt: string) => Promise<boolean>; offerDialog: ReactNode } {
  const [offer, setOffer] = useState<Offer | null>(null);

  /** Null when saved; else the reason it was not. */
  async function patch(item: MediaItem, alt: string, applyTo?: number[]): Promise<string | null> {
    try {
      const { applied: _applied, ...answer } = await apiRequest<MediaItem & { applied?: unknown }>(
        'PATCH',
        `/api/admin/media/${item.id}`,
        applyTo ? { alt, applyTo } : { alt },
      );
      saved(answer);
      toast({ title: applyTo && applyTo.length > 0 ? copy.altApplied(applyTo.length) : copy.altSaved });
      return null;
    } catch (error) {
      return apiMessage(error) ?? copy.tryAgain;
    }
  }

  async function saveAlt(item: MediaItem, alt: string): Promise<boolean> {
    const posts = item.altInPosts.filter((use) => use.alts.some((given) => given !== alt));
    if (posts.length > 0) return new Promise((resolve) => setOffer({ item, alt, posts, done: resolve }));
    const failed = await patch(item, alt);
    if (failed !== null) toast({ title: copy.altFailed, description: failed, variant: 'destructive' });
    return failed === null;
  }

  const finish = (current: Offer, done: boolean) => {
    current.done(done);
    setOffer(null);
  };

  const offerDialog = offer && (
    <AltOfferDialog
      alt={offer.alt}
      posts={offer.posts}
      onSave={async (applyTo) => {
        const failed = await patch(offer.item, offer.alt, applyTo);
        if (failed === null) finish(offer, true);
        return failed;
      }}
      onCancel={() => finish(offer, false)}
    />
  );
  return { saveAlt, offerDialog };
}

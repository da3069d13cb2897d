/**
 * Guides to download (docs/product/guides.md): the limits the dashboard, the request form and the server share,
 * the addresses of the form and the emailed link, the guide as a page draws it, and what the guide page shows
 * after a form sent without JavaScript or a link from the email.
 */
import type { FieldError } from './field-error.ts';
import type { MediaImageValue } from './page-sections/types.ts';

export const guideLimits = {
  title: 120,
  description: 1000,
  coverAlt: 500,
  email: 254,
  fullName: 200,
  company: 200,
  source: 300,
  /** The PDF: 20 MB. */
  fileBytes: 20 * 1024 * 1024,
} as const;

/** The emailed link opens the PDF for this long after the request. */
export const guideLinkLifetimeDays = 7;

/** The page every guide form's answer and every emailed link's page is drawn at (rendered per request). */
export const guideRequestPagePath = '/guides/request';
export const guideRequestFormPath = (id: number) => `/guides/${id}/request`;
/** Under /guides/download: a private path (shared/private-paths.ts), never in the 404 log. */
export const guideDownloadRoot = '/guides/download';
export const guideDownloadPath = (token: string) => `${guideDownloadRoot}/${token}`;

/**
 * A page's guide section (docs/product/guides.md#the-section): its cover, title and description from the Guides
 * list, and the request form. `guideId` names the guide; a section without one (a draft's) draws nothing.
 */
export interface GuideSection {
  id: string;
  hidden?: boolean;
  type: 'guide';
  anchor: string;
  guideId?: number;
  muted?: boolean;
}

/** A guide as the public site draws it in its section. */
export interface PublicGuide {
  id: number;
  title: string;
  description: string;
  cover: MediaImageValue | null;
}

/** A guide as the dashboard's API answers it. */
export interface Guide extends PublicGuide {
  fileName: string;
  bytes: number;
  createdAt: string;
  updatedAt: string;
  /** Confirmed requests (leads) and requests still waiting for their link to be opened. */
  requests: { confirmed: number; pending: number };
}

export interface GuideRequestValues {
  email?: string;
  fullName?: string;
  company?: string;
}

/** What the guide page (`/guides/request`) shows. */
export type GuideNotice =
  | { kind: 'sent'; guide: PublicGuide }
  | { kind: 'form'; guide: PublicGuide; source: string; values: GuideRequestValues; errors: FieldError[]; formError?: string }
  | { kind: 'expired'; guide: PublicGuide; source: string }
  | { kind: 'unknown' };

declare global {
  namespace Vike {
    interface PageContext {
      guideNotice?: GuideNotice;
    }
  }
}

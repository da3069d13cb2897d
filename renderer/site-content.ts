/**
 * The company's details and proof items of the render in progress (decision 028), for
 * server components anywhere in the tree, islands' own React roots included: a page
 * renders synchronously (renderToString, and each island's renderToString inside
 * it), so the value set around the render is the one every component sees. Outside
 * a render, or when the database could not be read, the first-run values of
 * content/company.ts and no proof.
 */
import { firstRunCompanySettings } from '#content/company.ts';
import { defaultNavigation } from '#content/navigation.ts';
import type { CompanySettings } from '#shared/company-settings.ts';
import type { PublicGuide } from '#shared/guides.ts';
import type { Navigation } from '#shared/navigation.ts';
import type { PictureSource } from '#shared/picture-html.ts';
import type { PictureImage } from '#shared/picture-sources.ts';
import type { ProofItem } from '#shared/proof-items.ts';
import type { SiteContent } from '#shared/site-content.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** Read by the server for each render (server/company/site-content.server.ts). */
      site?: SiteContent | undefined;
    }
  }
}

let current: SiteContent | undefined;

export function renderWithSite<T>(site: SiteContent | undefined, render: () => T): T {
  const previous = current;
  current = site;
  try {
    return render();
  } finally {
    current = previous;
  }
}

export function currentCompany(): CompanySettings {
  return current?.company ?? firstRunCompanySettings;
}

export function currentProof(): ProofItem[] {
  return current?.proof ?? [];
}

/** The header menu and the footer columns; today's menus (content/navigation.ts) outside a render. */
export function currentNavigation(): Navigation {
  return current?.navigation ?? defaultNavigation();
}

/** A media-library image a page's section chose (docs/product/pages.md#images); undefined when the library does not have it. */
export function currentImage(id: number): PictureImage | undefined {
  return current?.images?.[String(id)];
}

/** The library files a page's rich text shows, by file name, for their `<picture>`s (docs/product/pages.md#images). */
export function currentImageFiles(): Map<string, PictureSource> {
  return new Map(Object.entries(current?.imageFiles ?? {}));
}

/** A guide a page's guide section offers (docs/product/guides.md#the-section); undefined when the site does not have it. */
export function currentGuide(id: number): PublicGuide | undefined {
  return current?.guides?.[String(id)];
}

/** What every page render receives from the database: the company's details, the proof items, the live marketing pages and the menus (decision 028, 063, 075). */
import type { CompanySettings } from './company-settings.ts';
import type { PublicGuide } from './guides.ts';
import type { Navigation } from './navigation.ts';
import type { PageContent } from './page-sections/index.ts';
import type { PictureSource } from './picture-html.ts';
import type { PictureImage } from './picture-sources.ts';
import type { ProofItem } from './proof-items.ts';

/** A published page as the public site draws it; `pageKey` ties a seeded page to content/meta.ts (keywords, social card). */
export interface PublicPage extends PageContent {
  pageKey: string | null;
}

export interface SiteContent {
  company: CompanySettings;
  proof: ProofItem[];
  pages: PublicPage[];
  /** The header menu and the footer columns (decision 075). */
  navigation: Navigation;
  /** The media-library images the pages' sections show, by id (docs/product/pages.md#images); none: no image is drawn. */
  images?: Record<string, PictureImage>;
  /** The library files the pages' rich text shows as `<img>`, by file name (`<hash>.<ext>` under /media/). */
  imageFiles?: Record<string, PictureSource>;
  /** The guides the pages' guide sections offer, by id (docs/product/guides.md#the-section); a guide not here draws nothing. */
  guides?: Record<string, PublicGuide>;
}

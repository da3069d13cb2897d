/** The shapes the Markdown upload (MarkdownUpload.tsx) shares with its editor and its dialog. */
import type { MarkdownImport } from './markdown-import.ts';

/** The post's fields a file's front matter (and first heading) can fill. */
export interface ImportableFields {
  title: string;
  /** Stored excerpt HTML. */
  excerpt: string;
  slug: string;
  /** Omitted by an editor without tags. */
  tags?: string[];
}

export interface CurrentPost {
  fields: ImportableFields;
  /** The content in stored form ('' when empty). */
  contentHtml: string;
}

export interface MarkdownImportChoice {
  content: { mode: 'replace' | 'append'; html: string };
  /** Only the fields to change. */
  fields: Partial<ImportableFields>;
}

export type FieldName = 'title' | 'excerpt' | 'slug';

export interface PendingImport {
  fileName: string;
  markdown: string;
  /** Image files chosen with the Markdown. */
  images: File[];
  result: MarkdownImport;
  current: CurrentPost;
  /** Fields the file fills that already hold something else: each needs a tick. */
  conflicts: FieldName[];
}

export interface ImportSummaryData {
  fileName: string;
  lines: string[];
  notes: string[];
}

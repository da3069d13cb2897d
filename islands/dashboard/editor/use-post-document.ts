/**
 * The post the editor holds (editor-core/use-document.ts with a post's fields), with what belongs to its two
 * Editor.js fields: their handles, the HTML they start from (a restore or a discard recreates them) and the
 * excerpt as plain text for the search-result preview.
 */
import { useRef, useState, type RefObject } from 'react';
import { useDocument, type EditorDocument } from '../editor-core/use-document.ts';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';
import type { RichTextHandle } from './RichTextField.tsx';
import { emptyFields, errorKeyOf, fieldNameOf, fieldOrder, fieldsOf, slugFollowsTitle, type EditorFields } from './editor-fields.ts';

export interface PostDocument extends EditorDocument<DashboardPost, PendingChange, EditorFields> {
  excerpt: RefObject<RichTextHandle | null>;
  content: RefObject<RichTextHandle | null>;
  titleInput: RefObject<HTMLTextAreaElement | null>;
  /** The HTML the two Editor.js fields start from; a new generation recreates them. */
  initial: { excerpt: string; content: string; generation: number };
  excerptText: string;
  setExcerptText(text: string): void;
  /** Shows a post (and its pending change) as the editor's new starting point. */
  startFrom(post: DashboardPost, pending: PendingChange | null): void;
}

export const plainText = (html: string): string => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
};

export function usePostDocument(timeZone: string): PostDocument {
  const excerpt = useRef<RichTextHandle>(null);
  const content = useRef<RichTextHandle>(null);
  const titleInput = useRef<HTMLTextAreaElement>(null);
  const [initial, setInitial] = useState({ excerpt: '', content: '', generation: 0 });
  const [excerptText, setExcerptText] = useState('');
  const doc = useDocument<DashboardPost, PendingChange, EditorFields>({
    emptyFields,
    follow: slugFollowsTitle,
    errorKeyOf,
    fieldNameOf,
    fieldOrder,
    focusField(first) {
      if (first === 'title') titleInput.current?.focus();
      else if (first === 'content') content.current?.focus();
      else if (first === 'excerpt') excerpt.current?.focus();
      else document.querySelector<HTMLElement>(`.post-editor [data-field="${first}"] :is(input, textarea, select)`)?.focus();
    },
  });

  function startFrom(next: DashboardPost, nextPending: PendingChange | null): void {
    doc.setSaved(next);
    doc.setPending(nextPending);
    const source = nextPending ?? next;
    doc.setFields(fieldsOf(next, nextPending, timeZone));
    setInitial((current) => ({ excerpt: source.excerpt, content: source.content, generation: current.generation + 1 }));
    setExcerptText(plainText(source.excerpt));
    doc.setErrors({});
  }

  return { ...doc, excerpt, content, titleInput, initial, excerptText, setExcerptText, startFrom };
}

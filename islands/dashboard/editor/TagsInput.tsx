/**
 * The tags field with suggestions (docs/product/blog.md#tags): a comma-separated text input that is also an ARIA 1.2 combobox.
 * While a tag is being typed (the text after the last comma), the site's existing tags that contain it are
 * listed; ArrowDown and ArrowUp move through them, Enter (or a click) puts the chosen one in place of the typed
 * text, Escape closes the list (and nothing else). New tags are still typed freely.
 */
import { useEffect, useId, useState } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { tagLimits } from '#shared/blog-rules.ts';
import { callApi } from '#islands/api/api-client.ts';
import { steppedOption } from '../listbox-option.ts';
import { tagsOf } from './editor-fields.ts';

/** At most this many suggestions show at once. */
const shownAtMost = 8;

/** The site's tags, asked for once per page (the list can be long; it changes only when a post is saved). */
let knownTags: Promise<string[]> | undefined;
const loadTags = () =>
  (knownTags ??= callApi<string[]>('GET', '/api/admin/tags').then(
    (answer) => (answer.ok ? answer.data : []),
    () => [],
  ));

/** The existing tags for what is being typed: those starting with it first, none already in the field. */
export function tagSuggestions(all: readonly string[], text: string): string[] {
  const typed = (text.split(',').at(-1) ?? '').trim().toLowerCase();
  if (!typed) return [];
  const chosen = new Set(tagsOf(text.split(',').slice(0, -1).join(',')).map((tag) => tag.toLowerCase()));
  const matching = all.filter((tag) => !chosen.has(tag.toLowerCase()) && tag.toLowerCase().includes(typed));
  if (matching.length === 1 && matching[0]!.toLowerCase() === typed) return [];
  const starts = matching.filter((tag) => tag.toLowerCase().startsWith(typed));
  return [...starts, ...matching.filter((tag) => !tag.toLowerCase().startsWith(typed))].slice(0, shownAtMost);
}

/** The field's text with the tag being typed replaced by `tag`, ready for the next one. */
export function withSuggestion(text: string, tag: string): string {
  const before = text
    .split(',')
    .slice(0, -1)
    .map((part) => part.trim())
    .filter(Boolean);
  return [...before, tag].join(', ') + ', ';
}

interface TagsInputProps {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  value: string;
  onValue: (value: string) => void;
}

export function TagsInput({ id, describedBy, invalid, value, onValue }: TagsInputProps) {
  const listId = useId();
  const [all, setAll] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let cancelled = false;
    void loadTags().then((tags) => !cancelled && setAll(tags));
    return () => {
      cancelled = true;
    };
  }, []);

  const suggestions = open ? tagSuggestions(all, value) : [];
  const expanded = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (tag: string) => {
    onValue(withSuggestion(value, tag));
    setActive(-1);
    setOpen(false);
  };

  return (
    <div className="tags-combobox">
      <input
        id={id}
        className="text-field"
        name="tags"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        maxLength={tagLimits.perPost * (tagLimits.name + 2)}
        value={value}
        onChange={(event) => {
          onValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (!open) setOpen(true);
            const list = tagSuggestions(all, value);
            if (list.length === 0) return;
            event.preventDefault();
            const key = event.key;
            setActive((current) => steppedOption(current, key, list.length));
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault();
            choose(suggestions[active]!);
          } else if (event.key === 'Escape' && expanded) {
            // Closes the list only: Escape never leaves or discards anything in the editor.
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <ul id={listId} className="tags-listbox" role="listbox" aria-label={copy.tagSuggestions} hidden={!expanded}>
        {suggestions.map((tag, index) => (
          <li
            key={tag}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="tags-option"
            // mousedown, not click: the input keeps the focus (its blur would close the list first).
            onMouseDown={(event) => {
              event.preventDefault();
              choose(tag);
            }}
          >
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}

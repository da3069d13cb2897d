/**
 * A menu row's Link field with the page picker (docs/product/pages.md#menus): a text input that is also an ARIA
 * 1.2 combobox. Typing asks GET /api/admin/navigation/links for the published pages and posts whose title holds
 * the words; ArrowDown and ArrowUp move through them (ArrowDown on an empty field lists the pages), Enter or a
 * click chooses one (its address and title fill the row), Escape closes the list and nothing else. A path or
 * https:// address typed by hand stays as typed.
 */
import { useEffect, useRef, useState } from 'react';
import { menusCopy as text } from '#content/dashboard-pages.ts';
import { callApi } from '#islands/api/api-client.ts';
import { navigationLimits, type MenuLinkTarget } from '#shared/navigation.ts';
import { steppedOption } from '../listbox-option.ts';

/** The answers already had in this page, by query: the list changes only when a page or post is published. */
const answers = new Map<string, Promise<MenuLinkTarget[] | null>>();
const targetsFor = (query: string) => {
  const key = query.trim().toLowerCase();
  let answer = answers.get(key);
  if (!answer) {
    answer = callApi<MenuLinkTarget[]>('GET', `/api/admin/navigation/links?q=${encodeURIComponent(key)}`).then(
      (result) => (result.ok ? result.data : null),
      () => null,
    );
    answers.set(key, answer);
  }
  return answer;
};

export interface LinkPickerProps {
  id: string;
  /** The accessible name's context ("Header item 2"), for the list's name. */
  context: string;
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
  onValue(href: string): void;
  onPick(target: MenuLinkTarget): void;
  /** Says something in the editor's live region. */
  announce(message: string): void;
}

export function LinkPicker({ id, context, value, describedBy, invalid, onValue, onPick, announce }: LinkPickerProps) {
  const listId = `${id}-list`;
  const [targets, setTargets] = useState<MenuLinkTarget[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Asks for the targets of `query` (after a pause in typing unless `now`); only the newest answer shows. */
  const search = (query: string, now = false) => {
    clearTimeout(timer.current);
    const ask = () => {
      const number = ++asked.current;
      void targetsFor(query).then((found) => {
        if (number !== asked.current) return;
        setTargets(found ?? []);
        setActive(now && found?.length ? 0 : -1);
        setOpen(true);
        announce(found?.length ? text.found(found.length) : text.noneFound);
      });
    };
    if (now) ask();
    else timer.current = setTimeout(ask, 200);
  };

  const close = () => {
    clearTimeout(timer.current);
    asked.current += 1;
    setOpen(false);
    setActive(-1);
  };

  const choose = (target: MenuLinkTarget) => {
    onPick(target);
    close();
    announce(text.picked(target.title));
  };

  const expanded = open && targets.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className="menu-picker">
      <input
        id={id}
        className="text-field"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        maxLength={navigationLimits.href}
        value={value}
        onChange={(event) => {
          onValue(event.target.value);
          if (event.target.value.trim()) search(event.target.value);
          else close();
        }}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (!expanded) return search(/^(\/|https:)/.test(value) ? '' : value, true);
            const key = event.key;
            setActive((current) => steppedOption(current, key, targets.length));
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault();
            choose(targets[active]!);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
      />
      <ul id={listId} className="menu-picker-list" role="listbox" aria-label={text.pickerList(context)} hidden={!expanded}>
        {targets.map((target, index) => (
          <li
            key={target.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="menu-picker-option"
            // mousedown, not click: the input keeps the focus (its blur would close the list first).
            onMouseDown={(event) => {
              event.preventDefault();
              choose(target);
            }}
          >
            <span className="menu-picker-title">{target.title}</span>
            <span className="menu-picker-where">
              {target.kind === 'page' ? text.page : text.post} · {target.href}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The rows of the menu editor: one row per menu entry (its label or heading, its link with the page picker, and
 * Move up, Move down and Remove), a list of link rows nested under its item or column, and the moves that keep
 * the focus on the pressed button and say where the row went.
 */
import type { ReactNode } from 'react';
import { menusCopy as text } from '#content/dashboard-pages.ts';
import type { MenuLinkTarget, NavLink } from '#shared/navigation.ts';
import { fieldIdOf, moved } from '../site-pages/field-values.ts';
import { LinkPicker } from './LinkPicker.tsx';

export type Errors = Partial<Record<string, string>>;

/** What every row needs from the editor: the field errors, and the live region. */
export interface RowContext {
  errors: Errors;
  announce(message: string): void;
}

/** Moves focus once React has drawn the change: to the first of `ids` that is there and enabled. */
export function focusSoon(...ids: string[]): void {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const target = document.getElementById(id) as HTMLButtonElement | null;
      if (target && !target.disabled) return target.focus();
    }
  });
}

/**
 * Moving and removing the entries of a list at `path` (`header`, `footer.1.links`): a moved row keeps the focus
 * on the button pressed (the other one at an end), a removed row gives it to the row that takes its place, else
 * to the list's add button; each is said in the live region.
 */
export function listActions<T>(list: T[], path: string, nameOf: (index: number) => string, onChange: (next: T[]) => void, { announce }: RowContext) {
  const idOf = (index: number) => fieldIdOf(`${path}.${index}`);
  return {
    move(index: number, by: -1 | 1) {
      const to = index + by;
      onChange(moved(list, index, to));
      announce(text.movedTo(nameOf(index), to + 1, list.length));
      focusSoon(`${idOf(to)}-${by < 0 ? 'up' : 'down'}`, `${idOf(to)}-${by < 0 ? 'down' : 'up'}`);
    },
    remove(index: number) {
      onChange(list.filter((_, position) => position !== index));
      announce(text.removed(nameOf(index)));
      const next = Math.min(index, list.length - 2);
      focusSoon(...(next >= 0 ? [`${idOf(next)}-remove`] : []), `${fieldIdOf(path)}-add`);
    },
  };
}

/** A text input at a field path, with its label (visible on a narrow screen; the column headings say it on a wide one). */
function RowInput({ path, label, place, children }: { path: string; label: string; place: string; children: ReactNode }) {
  return (
    <div className="menu-cell">
      <label className="menu-cell-label" htmlFor={fieldIdOf(path)}>
        <span className="visually-hidden">{`${place}: `}</span>
        {label}
      </label>
      {children}
    </div>
  );
}

const describedBy = (errors: Errors, path: string, extra?: string) =>
  [errors[path] ? `${fieldIdOf(path)}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

interface MenuRowProps {
  /** The entry's path (`header.0`, `footer.1.links.2`); its fields are `label` and `href`, or `heading`. */
  path: string;
  /** Where it is, for screen readers and when it has no label yet ("Header item 2, link 3"). */
  place: string;
  /** The label (or heading) and its limit; `href` is left out for a footer column's heading. */
  label: { name: 'label' | 'heading'; value: string; max: number; onValue(value: string): void };
  href?: { value: string; onValue(value: string): void; onPick(target: MenuLinkTarget): void };
  index: number;
  count: number;
  context: RowContext;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  /** A header item's or a footer column's "+": adds a link under it (`id` the list's add id; disabled when full). */
  add?: { id: string; label: string; disabled: boolean; onAdd(): void };
}

export function MenuRow({ path, place, label, href, index, count, context, onMove, onRemove, add }: MenuRowProps) {
  const { errors } = context;
  const id = fieldIdOf(path);
  const labelPath = `${path}.${label.name}`;
  const hrefPath = `${path}.href`;
  const name = text.named(label.value, place);
  const fieldErrors = [labelPath, hrefPath, path].filter((at) => errors[at]);
  return (
    <div className={['menu-row', href ? '' : 'menu-row-heading', add ? 'has-add' : ''].filter(Boolean).join(' ')}>
      <RowInput path={labelPath} label={label.name === 'label' ? text.label : text.heading2} place={place}>
        <input
          id={fieldIdOf(labelPath)}
          className="text-field"
          value={label.value}
          maxLength={label.max}
          aria-invalid={errors[labelPath] ? true : undefined}
          aria-describedby={describedBy(errors, labelPath)}
          onChange={(event) => label.onValue(event.target.value)}
        />
      </RowInput>
      {href && (
        <RowInput path={hrefPath} label={text.href} place={place}>
          <LinkPicker
            id={fieldIdOf(hrefPath)}
            context={place}
            value={href.value}
            describedBy={describedBy(errors, hrefPath, 'menus-link-hint')}
            invalid={Boolean(errors[hrefPath])}
            onValue={href.onValue}
            onPick={href.onPick}
            announce={context.announce}
          />
        </RowInput>
      )}
      <div className="menu-row-buttons">
        <button
          id={`${id}-up`}
          type="button"
          className="menu-row-button"
          disabled={index === 0}
          aria-label={text.moveUp(name)}
          title={text.moveUp(name)}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          id={`${id}-down`}
          type="button"
          className="menu-row-button"
          disabled={index === count - 1}
          aria-label={text.moveDown(name)}
          title={text.moveDown(name)}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        {add && (
          <button id={add.id} type="button" className="menu-row-button" disabled={add.disabled} aria-label={add.label} title={add.label} onClick={add.onAdd}>
            <span aria-hidden="true">+</span>
          </button>
        )}
        <button
          id={`${id}-remove`}
          type="button"
          className="menu-row-button is-remove"
          aria-label={text.removeWhat(name)}
          title={text.removeWhat(name)}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {fieldErrors.map((at) => (
        <p key={at} className="field-error menu-row-error" id={`${fieldIdOf(at)}-error`}>
          {errors[at]}
        </p>
      ))}
    </div>
  );
}

interface LinkRowsProps {
  links: NavLink[];
  /** The list's path (`header.0.children`, `footer.1.links`). */
  path: string;
  /** The owner's place and name ("Header item 1", "“Services”"). */
  ownerPlace: string;
  ownerName: string;
  labelMax: number;
  context: RowContext;
  onChange(links: NavLink[]): void;
}

/** The "+" of the row that owns a list of links: adds an empty link at its end, its label field focused. */
export function addLinkTo(
  links: NavLink[],
  path: string,
  ownerPlace: string,
  label: string,
  max: number,
  { announce }: RowContext,
  onChange: (links: NavLink[]) => void,
) {
  return {
    id: `${fieldIdOf(path)}-add`,
    label,
    disabled: links.length >= max,
    onAdd() {
      onChange([...links, { label: '', href: '' }]);
      announce(text.added(`${ownerPlace}, ${text.link(links.length + 1)}`));
      focusSoon(fieldIdOf(`${path}.${links.length}.label`));
    },
  };
}

/** The links under a header item or in a footer column, indented under it. */
export function LinkRows({ links, path, ownerPlace, ownerName, labelMax, context, onChange }: LinkRowsProps) {
  const set = (index: number, patch: Partial<NavLink>) => onChange(links.map((link, position) => (position === index ? { ...link, ...patch } : link)));
  const placeOf = (index: number) => `${ownerPlace}, ${text.link(index + 1)}`;
  const actions = listActions(links, path, (index) => text.named(links[index]!.label, placeOf(index)), onChange, context);
  if (links.length === 0 && !context.errors[path]) return null;
  return (
    <div className="menu-nested">
      {context.errors[path] && (
        <p className="field-error" id={`${fieldIdOf(path)}-error`} tabIndex={-1}>
          {context.errors[path]}
        </p>
      )}
      {links.length > 0 && (
        <ol className="menu-rows" aria-label={ownerName}>
          {links.map((link, index) => (
            <li key={index}>
              <MenuRow
                path={`${path}.${index}`}
                place={placeOf(index)}
                label={{ name: 'label', value: link.label, max: labelMax, onValue: (label) => set(index, { label }) }}
                href={{ value: link.href, onValue: (href) => set(index, { href }), onPick: (target) => set(index, { href: target.href, label: target.title }) }}
                index={index}
                count={links.length}
                context={context}
                onMove={(by) => actions.move(index, by)}
                onRemove={() => actions.remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

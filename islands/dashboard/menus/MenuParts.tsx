/** The pieces of the menu editor: a text field at a path with its error, a row of order buttons, a list of links. */
import { menusCopy as text } from '#content/dashboard-pages.ts';
import type { NavLink } from '#shared/navigation.ts';
import { fieldIdOf, moved } from '../site-pages/field-values.ts';

export type Errors = Partial<Record<string, string>>;

export function TextAt({
  path,
  label,
  value,
  maxLength,
  errors,
  onChange,
}: {
  path: string;
  label: string;
  value: string;
  maxLength: number;
  errors: Errors;
  onChange(value: string): void;
}) {
  const id = fieldIdOf(path);
  return (
    <div className="page-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="text-field"
        value={value}
        maxLength={maxLength}
        aria-invalid={errors[path] ? true : undefined}
        aria-describedby={errors[path] ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors[path] && (
        <p className="field-error" id={`${id}-error`}>
          {errors[path]}
        </p>
      )}
    </div>
  );
}

/** Move up, Move down (unless not `movable`) and Remove for item `index` of `list`; `what` names it for the Remove button. */
export function OrderButtons<T>({
  list,
  index,
  what,
  movable = true,
  onChange,
}: {
  list: T[];
  index: number;
  what: string;
  movable?: boolean;
  onChange(next: T[]): void;
}) {
  return (
    <div className="page-item-actions">
      {movable && (
        <>
          <button type="button" className="button button-secondary button-small" disabled={index === 0} onClick={() => onChange(moved(list, index, index - 1))}>
            {text.moveUp}
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={index === list.length - 1}
            onClick={() => onChange(moved(list, index, index + 1))}
          >
            {text.moveDown}
          </button>
        </>
      )}
      <button
        type="button"
        className="button button-secondary button-small"
        aria-label={text.removeWhat(what)}
        onClick={() => onChange(list.filter((_, position) => position !== index))}
      >
        {text.remove}
      </button>
    </div>
  );
}

interface LinkListProps {
  legend: string;
  links: NavLink[];
  /** The path of the list (`header.0.children`). */
  path: string;
  max: number;
  labelMax: number;
  addLabel: string;
  errors: Errors;
  onChange(links: NavLink[]): void;
}

export function LinkList({ legend, links, path, max, labelMax, addLabel, errors, onChange }: LinkListProps) {
  const set = (index: number, patch: Partial<NavLink>) => onChange(links.map((link, position) => (position === index ? { ...link, ...patch } : link)));
  return (
    <fieldset className="page-field-list">
      <legend>{legend}</legend>
      {errors[path] && <p className="field-error">{errors[path]}</p>}
      {links.map((link, index) => (
        <fieldset key={index} className="page-field-item">
          <legend>{`${legend}: ${text.link(index + 1)}`}</legend>
          <TextAt
            path={`${path}.${index}.label`}
            label={text.label}
            value={link.label}
            maxLength={labelMax}
            errors={errors}
            onChange={(label) => set(index, { label })}
          />
          <TextAt
            path={`${path}.${index}.href`}
            label={text.href}
            value={link.href}
            maxLength={300}
            errors={errors}
            onChange={(href) => set(index, { href })}
          />
          <OrderButtons list={links} index={index} what={`${legend} ${text.link(index + 1)}`} onChange={onChange} />
        </fieldset>
      ))}
      {links.length < max && (
        <button type="button" className="button button-secondary button-small" onClick={() => onChange([...links, { label: '', href: '' }])}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}

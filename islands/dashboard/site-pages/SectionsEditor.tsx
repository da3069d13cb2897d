/**
 * The sections of a page (docs/product/pages.md#the-page-editor): each a collapsible fieldset with the form
 * its kind's specs draw (FieldInput), and buttons to move it up or down, duplicate, hide or show and remove
 * it; "Add section" inserts a kind's example. A moved section keeps the focus on its button and a live region
 * says where it went, so the order can be changed with the keyboard alone; its handle drags it to another place,
 * announced the same way. Which sections are open is remembered across reloads.
 */
import { useRef, useState } from 'react';
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';
import { sectionKinds, sectionTypes, type Section, type SectionType } from '#shared/page-sections/index.ts';
import { FieldInput } from './FieldInput.tsx';
import { fieldIdOf, moved, type Item } from './field-values.ts';
import { useOpenSections } from './use-open-sections.ts';
import { useSectionDrag, type SectionDrag } from './use-section-drag.ts';
import './section-drag.css';

export interface SectionsEditorProps {
  /** The page's id: which sections are open is remembered per page. */
  pageId: number;
  sections: Section[];
  errors: Partial<Record<string, string>>;
  onChange(sections: Section[]): void;
}

/** A section id no other section has: the kind's name and a number. */
function freshId(sections: Section[], type: string): string {
  const taken = new Set(sections.map((section) => section.id));
  let number = 1;
  while (taken.has(`${type}-${number}`)) number += 1;
  return `${type}-${number}`.slice(0, 40);
}

const summaryId = (section: Section) => `page-section-${section.id}`;

/** A section's classes: hidden, being dragged, or the place a drag would drop it before or after. */
function sectionClass(section: Section, index: number, drag: SectionDrag['drag']): string {
  const classes = ['page-section'];
  if (section.hidden) classes.push('is-hidden');
  if (drag?.from === index) classes.push('is-dragged');
  if (drag && drag.to !== drag.from && drag.to === index) classes.push(drag.to < drag.from ? 'drops-before' : 'drops-after');
  return classes.join(' ');
}

interface SectionActionsProps {
  /** The section's id prefix: the move buttons' ids are `${base}-up` and `${base}-down`. */
  base: string;
  label: string;
  first: boolean;
  last: boolean;
  hidden: boolean;
  onMove(by: -1 | 1): void;
  onDuplicate(): void;
  onHide(): void;
  onRemove(): void;
}

/** A section's buttons: Move up, Move down, Duplicate, Hidden (a toggle) and Remove. */
function SectionActions({ base, label, first, last, hidden, onMove, onDuplicate, onHide, onRemove }: SectionActionsProps) {
  const small = 'button button-secondary button-small';
  return (
    <div className="page-item-actions" role="group" aria-label={copy.sectionActions(label)}>
      <button id={`${base}-up`} type="button" className={small} disabled={first} onClick={() => onMove(-1)}>
        {copy.moveUp}
      </button>
      <button id={`${base}-down`} type="button" className={small} disabled={last} onClick={() => onMove(1)}>
        {copy.moveDown}
      </button>
      <button type="button" className={small} onClick={onDuplicate}>
        {copy.duplicate}
      </button>
      <button type="button" className={small} aria-pressed={hidden} onClick={onHide}>
        {copy.hide}
      </button>
      <button type="button" className={small} onClick={onRemove}>
        {copy.remove}
      </button>
    </div>
  );
}

export function SectionsEditor({ pageId, sections, errors, onChange }: SectionsEditorProps) {
  const [kind, setKind] = useState<SectionType>('richText');
  const [announcement, setAnnouncement] = useState('');
  // The sections start closed (a page has many) but for those open before a reload; one opens when its summary
  // is pressed, when it is added, or while it has an error (so the focus can reach the field).
  const [openIds, setOpen] = useOpenSections(pageId);
  const errorKeys = Object.keys(errors).filter((key) => errors[key]);
  const hasError = (index: number) => errorKeys.some((key) => key.startsWith(`sections.${index}.`) || key === `sections.${index}`);

  /** Moves focus once React has drawn the change. */
  const focusSoon = (id: string) => {
    requestAnimationFrame(() => {
      const target = document.getElementById(id) as HTMLElement | null;
      if (target && !(target as HTMLButtonElement).disabled) target.focus();
      else document.getElementById(id.replace(/-(up|down)$/, '-summary'))?.focus();
    });
  };

  const labelOf = (section: Section) => `${sectionKinds[section.type].label}${'heading' in section && section.heading ? `: ${String(section.heading)}` : ''}`;

  /** Moves a section to `to`, saying where it went; a button's move keeps the focus on that button. */
  const moveTo = (index: number, to: number, focusId?: string) => {
    const section = sections[index]!;
    onChange(moved(sections, index, to));
    setAnnouncement(copy.movedTo(labelOf(section), to + 1, sections.length));
    if (focusId) focusSoon(focusId);
  };
  const move = (index: number, by: -1 | 1) => moveTo(index, index + by, `${summaryId(sections[index]!)}-${by < 0 ? 'up' : 'down'}`);
  const { drag, listRef, handleProps } = useSectionDrag((from, to) => moveTo(from, to));

  const add = () => {
    const section = { ...sectionKinds[kind].example(), id: freshId(sections, kind) } as Section;
    onChange([...sections, section]);
    setOpen(section.id, true);
    setAnnouncement(copy.added(sectionKinds[kind].label));
    focusSoon(`${summaryId(section)}-summary`);
  };

  const duplicate = (index: number) => {
    const section = sections[index]!;
    const copyOf = { ...structuredClone(section), id: freshId(sections, section.type) } as Section;
    onChange([...sections.slice(0, index + 1), copyOf, ...sections.slice(index + 1)]);
    setAnnouncement(copy.duplicated(labelOf(section)));
    focusSoon(`${summaryId(copyOf)}-summary`);
  };

  const remove = (index: number) => {
    const section = sections[index]!;
    if (!window.confirm(copy.confirmRemoveSection(labelOf(section)))) return;
    onChange(sections.filter((_, position) => position !== index));
    setAnnouncement(copy.removed(labelOf(section)));
    focusSoon('page-add-section-kind');
  };

  // The sections as last drawn. A field may report its change a moment after it was made (the rich text field
  // reads its HTML asynchronously), by which time another change (a section hidden, duplicated or moved) may
  // have been drawn: a change patches its own section, found by id, in the newest sections, never writing back
  // the section as it was when the field was drawn.
  const latest = useRef(sections);
  latest.current = sections;
  const setField = (id: string, name: string, value: unknown) =>
    onChange(latest.current.map((old) => (old.id === id ? ({ ...old, [name]: value } as Section) : old)));

  return (
    <section className="card page-sections" aria-labelledby="page-sections-heading">
      <h2 id="page-sections-heading">{copy.sectionsHeading}</h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {errors.sections && (
        <p className="field-error" id={`${fieldIdOf('sections')}-error`}>
          {errors.sections}
        </p>
      )}
      <span id={fieldIdOf('sections')} tabIndex={-1} />
      <ol className={drag ? 'page-section-list is-dragging' : 'page-section-list'} ref={listRef}>
        {sections.map((section, index) => {
          const spec = sectionKinds[section.type];
          const at = `sections.${index}`;
          const base = summaryId(section);
          return (
            <li key={section.id} className={sectionClass(section, index, drag)}>
              <span className="page-section-handle" title={copy.dragToMove} aria-hidden="true" {...handleProps(index)} />
              <details
                open={openIds.has(section.id) || hasError(index)}
                onToggle={(event) => {
                  const details = event.currentTarget;
                  // A section with an error stays open: React would not set `open` again, as its value did not change.
                  if (!details.open && hasError(index)) details.open = true;
                  else setOpen(section.id, details.open);
                }}
              >
                <summary
                  id={`${base}-summary`}
                  onClick={(event) => {
                    // A section with an error stays open: its summary does not close it (nor does Enter or Space,
                    // which click it), so the field with the error is never hidden, not even for a moment.
                    if ((event.currentTarget.parentElement as HTMLDetailsElement).open && hasError(index)) event.preventDefault();
                  }}
                >
                  {copy.sectionNumber(index + 1)} {labelOf(section)}
                  {section.hidden ? ` (${copy.hidden})` : ''}
                </summary>
                <fieldset className="page-section-fields" aria-labelledby={`${base}-summary`}>
                  <SectionActions
                    base={base}
                    label={labelOf(section)}
                    first={index === 0}
                    last={index === sections.length - 1}
                    hidden={section.hidden === true}
                    onMove={(by) => move(index, by)}
                    onDuplicate={() => duplicate(index)}
                    onHide={() => setField(section.id, 'hidden', !section.hidden)}
                    onRemove={() => remove(index)}
                  />
                  {errors[at] && <p className="field-error">{errors[at]}</p>}
                  {spec.fields.map((field) => (
                    <FieldInput
                      key={field.name}
                      spec={field}
                      value={(section as unknown as Item)[field.name]}
                      path={`${at}.${field.name}`}
                      errors={errors}
                      onChange={(value) => setField(section.id, field.name, value)}
                    />
                  ))}
                </fieldset>
              </details>
            </li>
          );
        })}
      </ol>
      <div className="page-add-section">
        <label htmlFor="page-add-section-kind">{copy.addKind}</label>
        <select id="page-add-section-kind" className="text-field" value={kind} onChange={(event) => setKind(event.target.value as SectionType)}>
          {sectionTypes.map((type) => (
            <option key={type} value={type}>
              {sectionKinds[type].label}
            </option>
          ))}
        </select>
        <p className="staff-hint">{sectionKinds[kind].description}</p>
        <button type="button" className="button button-primary button-small" onClick={add}>
          {copy.addSection}
        </button>
      </div>
    </section>
  );
}

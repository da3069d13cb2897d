/**
 * The document an editor holds (decision 030): the record as last saved, its pending change (a public
 * record's edits wait there until Update), the form's fields and the server's field errors. Every value is
 * kept twice, as state for rendering and in `latest` for saves that finish after a later render, and the
 * setters keep the two in step. Generic over what is edited: the post editor uses it, and so can an editor
 * of pages with typed sections.
 */
import { useCallback, useRef, useState } from 'react';
import type { FieldError } from '#shared/field-error.ts';

/** Field name -> the server's message for it. */
export type FieldErrors = Partial<Record<string, string>>;

export interface DocumentOptions<Fields> {
  emptyFields: Fields;
  /** Fields that follow others as the form changes (a draft's slug follows its title): the next fields. */
  follow?: (next: Fields, patch: Partial<Fields>) => Fields;
  /** The server's name for a form key (`tagsText` -> `tags`), so that a change clears that field's error. */
  errorKeyOf?: (key: string) => string;
  /** The server's field of an error (`tags[3]` -> `tags`). */
  fieldNameOf: (field: string) => string;
  /** The fields in the order they are shown, and how to move focus to one: the first with an error gets it. */
  fieldOrder: readonly string[];
  focusField: (name: string) => void;
}

export interface EditorDocument<Saved, Pending, Fields> {
  saved: Saved | null;
  pending: Pending | null;
  fields: Fields;
  errors: FieldErrors;
  /** The newest values, not those of the render that started an asynchronous save. */
  latest: Readonly<{ saved: Saved | null; pending: Pending | null; fields: Fields }>;
  setSaved(next: Saved | null): void;
  setPending(next: Pending | null): void;
  setFields(next: Fields): void;
  /** The form changed: the new fields, with the errors of the changed fields cleared. Stable between renders. */
  update(patch: Partial<Fields>): void;
  setErrors(next: FieldErrors): void;
  /** Shows the server's field errors at their fields and moves focus to the first. */
  showFieldErrors(list: FieldError[]): void;
}

export function useDocument<Saved, Pending, Fields extends object>(options: DocumentOptions<Fields>): EditorDocument<Saved, Pending, Fields> {
  const [saved, setSavedState] = useState<Saved | null>(null);
  const [pending, setPendingState] = useState<Pending | null>(null);
  const [fields, setFieldsState] = useState<Fields>(options.emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = useRef({ saved: null as Saved | null, pending: null as Pending | null, fields: options.emptyFields });
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const setSaved = useCallback((next: Saved | null) => {
    latest.current.saved = next;
    setSavedState(next);
  }, []);
  const setPending = useCallback((next: Pending | null) => {
    latest.current.pending = next;
    setPendingState(next);
  }, []);
  const setFields = useCallback((next: Fields) => {
    latest.current.fields = next;
    setFieldsState(next);
  }, []);

  const update = useCallback(
    (patch: Partial<Fields>) => {
      const { follow, errorKeyOf = (key: string) => key } = optionsRef.current;
      const merged = { ...latest.current.fields, ...patch };
      setFields(follow ? follow(merged, patch) : merged);
      setErrors((shown) => {
        const changed = Object.keys(patch).map(errorKeyOf);
        return changed.some((key) => shown[key]) ? Object.fromEntries(Object.entries(shown).filter(([key]) => !changed.includes(key))) : shown;
      });
    },
    [setFields],
  );

  const showFieldErrors = useCallback((list: FieldError[]) => {
    const { fieldNameOf, fieldOrder, focusField } = optionsRef.current;
    const shown: FieldErrors = {};
    for (const { field, message } of list) shown[fieldNameOf(field)] ??= message;
    setErrors(shown);
    const first = fieldOrder.find((name) => shown[name]);
    if (first) requestAnimationFrame(() => focusField(first));
  }, []);

  return { saved, pending, fields, errors, latest: latest.current, setSaved, setPending, setFields, update, setErrors, showFieldErrors };
}

/**
 * The server's field errors beside the fields of a dashboard form (Settings, Proof): each input's id and aria
 * attributes, the error under it, and after a refused save the errors shown and focus on the first field.
 */
import { useId, useState, type ReactNode } from 'react';
import { ApiError } from './api.ts';
import { errorsByField } from './file-upload.ts';

export interface FormErrors {
  errors: Record<string, string>;
  setErrors(errors: Record<string, string>): void;
  /** The id of field `name`'s input (`address.street` -> `…-address-street`). */
  fieldId(name: string): string;
  /** An input's id, name, class and aria attributes: its error and, with `hint`, its hint. */
  inputProps(
    name: string,
    hint?: boolean,
  ): { id: string; name: string; className: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  /** The error under field `name`, if it has one. */
  errorOf(name: string): ReactNode;
  /** A refused save: its field errors beside the fields, and focus on the first. */
  showFailure(failure: unknown): void;
}

export function useFormErrors(): FormErrors {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldId = (name: string) => `${id}-${name.replace(/[^a-z0-9]/gi, '-')}`;
  return {
    errors,
    setErrors,
    fieldId,
    inputProps: (name, hint = false) => ({
      id: fieldId(name),
      name,
      className: 'text-field',
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': [errors[name] ? `${fieldId(name)}-error` : '', hint ? `${fieldId(name)}-hint` : ''].filter(Boolean).join(' ') || undefined,
    }),
    errorOf: (name) =>
      errors[name] && (
        <p className="field-error" id={`${fieldId(name)}-error`}>
          {errors[name]}
        </p>
      ),
    showFailure(failure) {
      const byField = errorsByField(failure instanceof ApiError ? failure.failure.errors : undefined);
      setErrors(byField);
      const first = Object.keys(byField)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
    },
  };
}

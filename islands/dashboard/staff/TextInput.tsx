/** A labelled text field of the staff and profile pages, with an optional hint and error under it. */
import type { InputHTMLAttributes } from 'react';
import '#components/text-field.css';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

export function TextInput({ id, label, hint, error, ...input }: TextInputProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="text-field" aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined} {...input} />
      {hint && (
        <p className="staff-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="staff-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The byline at the first publish (docs/product/blog.md#bylines): a writer without a display name is asked for
 * one before the post is published, in a native modal <dialog> (focus trap, Escape, the page inert). The field
 * holds a suggestion from the username, which the writer confirms or changes. Cancel or Escape publishes nothing.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { bylinePromptCopy as copy } from '#content/post-editor.ts';
import { profileFieldLimits } from '#shared/profile-rules.ts';
import { useModalDialog } from '../use-modal-dialog.ts';

interface BylineDialogProps {
  username: string;
  suggestion: string;
  /** Saves the name; resolves with an error message, or null once saved. */
  onSave: (displayName: string) => Promise<string | null>;
  onCancel: () => void;
}

export function BylineDialog({ username, suggestion, onSave, onCancel }: BylineDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const introId = useId();
  const fieldId = useId();
  const [name, setName] = useState(suggestion);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const modal = useModalDialog({
    focusFirst: () => {
      input.current?.focus();
      input.current?.select();
    },
    onEscape: pending ? undefined : onCancel,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError(copy.required);
      input.current?.focus();
      return;
    }
    setPending(true);
    const failed = await onSave(name.trim());
    setPending(false);
    if (failed !== null) setError(failed);
  }

  return (
    <dialog
      {...modal.props}
      className="confirm-dialog byline-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      // The editor's own keys (its shortcuts, its Escape rule) are not the dialog's.
      onKeyDown={(event) => event.stopPropagation()}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId}>{copy.heading}</h2>
        <p id={introId}>{copy.intro(username)}</p>
        <div className="field">
          <label htmlFor={fieldId}>{copy.label}</label>
          <input
            ref={input}
            id={fieldId}
            className="text-field"
            value={name}
            maxLength={profileFieldLimits.displayName}
            required
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          <p className="field-hint" id={`${fieldId}-hint`}>
            {copy.hint}
          </p>
          {error && (
            <p className="field-error" id={`${fieldId}-error`} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={pending}>
            {copy.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={pending}>
            {pending ? copy.saving : copy.save}
          </button>
        </div>
      </form>
    </dialog>
  );
}

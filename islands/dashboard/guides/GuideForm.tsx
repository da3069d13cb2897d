/**
 * The form of one guide (docs/product/guides.md#uploads): a new guide (title, description, the PDF, an optional
 * cover) sent as multipart with its progress; a change of an existing one's details (JSON); or a new PDF for it.
 * The server's errors show beside their fields: 415 (not a PDF) and 413 (too large, or no room left) at the file in
 * the server's own sentence, 400 at each field it names.
 */
import { useEffect, useRef, useState } from 'react';
import { guidesPageCopy as copy } from '#content/dashboard-guides.ts';
import type { FieldError } from '#shared/field-error.ts';
import { guideLimits, type Guide } from '#shared/guides.ts';
import { toast } from '../../toast/toast.ts';
import { ApiError, apiRequest } from '../api.ts';
import { errorsByField } from '../file-upload.ts';
import { sendFormWithProgress } from '../form-upload.ts';
import { useFormErrors, type FormErrors } from '../use-form-errors.tsx';
import { CoverField, type CoverValue } from './CoverField.tsx';

export type GuideFormMode = { kind: 'new' } | { kind: 'edit'; guide: Guide } | { kind: 'replace'; guide: Guide };

interface GuideFormProps {
  mode: GuideFormMode;
  onDone: (changed: boolean) => void;
}

const megabytes = guideLimits.fileBytes / (1024 * 1024);

/** A refusal's errors by field; a file refused for what it is (415) or its size (413) says so in the server's sentence. */
function refusalErrors(status: number, message: string, errors: FieldError[]): Record<string, string> {
  const byField = errorsByField(errors);
  if ((status === 413 || status === 415) && byField.file) byField.file = message;
  return byField;
}

/** The form's heading, focused when the form opens (its words say which guide it changes). */
function useFocusOnOpen() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

/** The multipart fields of the JSON fields: a number or boolean as text, no cover as empty. */
const asFormFields = (fields: Record<string, string | number | boolean | null>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value === null ? '' : String(value)]));

/** Focus for the first refused field, given once the form is enabled again (a disabled input takes no focus). */
function useFocusWhenIdle(busy: boolean): (id: string | null) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (busy || !target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [busy, target]);
  return setTarget;
}

function FileField({ form, label, disabled, onChange }: { form: FormErrors; label: string; disabled: boolean; onChange: (file: File | null) => void }) {
  return (
    <div className="settings-field">
      <label htmlFor={form.fieldId('file')}>{label}</label>
      <input
        {...form.inputProps('file', true)}
        className="guide-file"
        type="file"
        accept="application/pdf,.pdf"
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p className="field-hint" id={`${form.fieldId('file')}-hint`}>
        {copy.fields.fileHint(megabytes)}
      </p>
      {form.errorOf('file')}
    </div>
  );
}

export function GuideForm({ mode, onDone }: GuideFormProps) {
  const form = useFormErrors();
  const guide = mode.kind === 'new' ? undefined : mode.guide;
  const [title, setTitle] = useState(guide?.title ?? '');
  const [description, setDescription] = useState(guide?.description ?? '');
  const [cover, setCover] = useState<CoverValue>({
    mediaId: guide?.cover?.mediaId ?? null,
    alt: guide?.cover?.alt ?? '',
    decorative: guide?.cover?.decorative ?? false,
  });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useFocusOnOpen();
  const focusWhenIdle = useFocusWhenIdle(busy);

  const coverFields = { coverImageId: cover.mediaId, coverAlt: cover.decorative ? '' : cover.alt, coverDecorative: cover.decorative };

  /** A refusal shows at its fields, or above the form when it names none (no toast: the words stay where they apply). */
  function refused(byField: Record<string, string>, message: string) {
    form.setErrors(byField);
    const first = Object.keys(byField)[0];
    setFormError(first ? '' : message);
    focusWhenIdle(first ? form.fieldId(first) : null);
  }

  async function upload(path: string, okStatus: number, fields: Record<string, string>): Promise<boolean> {
    if (!file) {
      refused({ file: copy.chooseFile }, copy.chooseFile);
      return false;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set('file', file);
    setProgress(0);
    const result = await sendFormWithProgress(path, body, okStatus, setProgress);
    setProgress(null);
    if (!result.ok) refused(refusalErrors(result.status, result.message, result.errors), result.message);
    return result.ok;
  }

  async function save() {
    setBusy(true);
    form.setErrors({});
    setFormError('');
    try {
      let done = false;
      if (mode.kind === 'new') {
        done = await upload('/api/admin/guides', 201, asFormFields({ title, description, ...coverFields }));
      } else if (mode.kind === 'replace') {
        done = await upload(`/api/admin/guides/${mode.guide.id}/file`, 200, {});
      } else {
        await apiRequest('PUT', `/api/admin/guides/${mode.guide.id}`, { title, description, ...coverFields });
        done = true;
      }
      if (done) {
        toast({ title: mode.kind === 'new' ? copy.created : mode.kind === 'replace' ? copy.replaced : copy.saved });
        onDone(true);
      }
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : copy.failed;
      refused(failure instanceof ApiError ? errorsByField(failure.failure.errors) : {}, message);
    } finally {
      setBusy(false);
    }
  }

  const headingText = mode.kind === 'new' ? copy.addHeading : mode.kind === 'edit' ? copy.editHeading(mode.guide.title) : copy.replaceHeading(mode.guide.title);

  return (
    <form
      className="card guide-form"
      noValidate
      aria-labelledby="guide-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onDone(false);
      }}
    >
      <h2 id="guide-form-heading" ref={heading} tabIndex={-1}>
        {headingText}
      </h2>
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      {mode.kind !== 'replace' && (
        <>
          <div className="settings-field">
            <label htmlFor={form.fieldId('title')}>{copy.fields.title}</label>
            <input
              {...form.inputProps('title')}
              required
              maxLength={guideLimits.title}
              value={title}
              disabled={busy}
              onChange={(event) => setTitle(event.target.value)}
            />
            {form.errorOf('title')}
          </div>
          <div className="settings-field">
            <label htmlFor={form.fieldId('description')}>{copy.fields.description}</label>
            <textarea
              {...form.inputProps('description', true)}
              required
              rows={4}
              maxLength={guideLimits.description}
              value={description}
              disabled={busy}
              onChange={(event) => setDescription(event.target.value)}
            />
            <p className="field-hint" id={`${form.fieldId('description')}-hint`}>
              {copy.fields.descriptionHint}
            </p>
            {form.errorOf('description')}
          </div>
        </>
      )}
      {mode.kind !== 'edit' && (
        <FileField form={form} label={mode.kind === 'replace' ? copy.fields.replaceFile : copy.fields.file} disabled={busy} onChange={setFile} />
      )}
      {mode.kind !== 'replace' && <CoverField value={cover} form={form} disabled={busy} onChange={setCover} />}
      {progress !== null && (
        <p role="status">
          {copy.uploading} <progress max={1} value={progress} />
        </p>
      )}
      <div className="settings-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {mode.kind === 'new' ? copy.upload : mode.kind === 'replace' ? copy.replaceSubmit : copy.save}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => onDone(false)}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}

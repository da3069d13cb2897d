/**
 * One email of a sequence in its editor: the delay, the subject and the body, the preview built as the email is
 * sent (the newsletter's builder: POST /api/admin/sequences/preview) and a test to the signed-in user's address;
 * a saved step shows how many it reached and how many left before it.
 */
import { useState } from 'react';
import { sequencesText as text } from '#content/sequences.ts';
import { sequenceLimits, type SequenceStep, type SequenceStepInput } from '#shared/sequences.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import type { FormErrors } from '../use-form-errors.tsx';

interface StepFieldsProps {
  index: number;
  step: SequenceStepInput;
  saved: SequenceStep | undefined;
  form: FormErrors;
  canRemove: boolean;
  onChange(step: SequenceStepInput): void;
  onRemove(): void;
}

export function StepFields({ index, step, saved, form, canRemove, onChange, onRemove }: StepFieldsProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof SequenceStepInput) => `steps[${index}].${name}`;
  const email = { subject: step.subject, html: step.html };

  const showPreview = async () => {
    setBusy(true);
    try {
      setPreview((await apiRequest<{ html: string }>('POST', '/api/admin/sequences/preview', email)).html);
    } catch (failure) {
      toast({ title: text.previewFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const sendTest = async () => {
    setBusy(true);
    try {
      const answer = await apiRequest<{ message: string }>('POST', '/api/admin/sequences/test', email);
      toast({ title: text.testSent, description: answer.message });
    } catch (failure) {
      toast({ title: text.testFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="card sequence-step">
      <legend>{text.step(index + 1)}</legend>
      {saved && <p className="staff-hint">{text.counts(saved.counts.sent, saved.counts.left)}</p>}
      <div className="staff-field">
        <label htmlFor={form.fieldId(field('delayMinutes'))}>{text.delay(index + 1)}</label>
        <input
          {...form.inputProps(field('delayMinutes'), true)}
          type="number"
          inputMode="numeric"
          min={0}
          max={sequenceLimits.delayMinutes}
          value={step.delayMinutes}
          onChange={(event) => onChange({ ...step, delayMinutes: event.target.value === '' ? 0 : Number(event.target.value) })}
        />
        <p className="staff-hint" id={`${form.fieldId(field('delayMinutes'))}-hint`}>
          {text.delayHint}
        </p>
        {form.errorOf(field('delayMinutes'))}
      </div>
      <div className="staff-field">
        <label htmlFor={form.fieldId(field('subject'))}>{text.subject}</label>
        <input
          {...form.inputProps(field('subject'))}
          value={step.subject}
          maxLength={sequenceLimits.subject}
          required
          onChange={(event) => onChange({ ...step, subject: event.target.value })}
        />
        {form.errorOf(field('subject'))}
      </div>
      <div className="staff-field">
        <label htmlFor={form.fieldId(field('html'))}>{text.body}</label>
        <textarea
          {...form.inputProps(field('html'))}
          rows={8}
          value={step.html}
          maxLength={sequenceLimits.html}
          required
          onChange={(event) => onChange({ ...step, html: event.target.value })}
        />
        {form.errorOf(field('html'))}
      </div>
      <div className="staff-actions">
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void showPreview()}>
          {text.preview}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void sendTest()}>
          {text.testSend}
        </button>
        {canRemove && (
          <button type="button" className="button button-danger" onClick={onRemove}>
            {text.removeStep(index + 1)}
          </button>
        )}
      </div>
      {preview !== null && <iframe className="sequence-preview" title={text.previewOf(index + 1)} sandbox="" srcDoc={preview} />}
    </fieldset>
  );
}

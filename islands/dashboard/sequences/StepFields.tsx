/**
 * One email of a sequence in its editor: the delay, the subject and the body, written in the newsletter's rich
 * text field (the post editor's Editor.js field); the preview built as the email is sent, in the newsletter's
 * preview (Desktop, Phone 375 px, Dark mode; POST /api/admin/sequences/preview gives the frame's address) and a
 * test to the signed-in user's address; a saved step shows how many it reached and how many left before it.
 */
import { useRef, useState } from 'react';
import { sequencesText as text } from '#content/sequences.ts';
import { type SequenceStep, type SequenceStepInput, sequenceLimits } from '#shared/sequences.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { RichTextField, type RichTextHandle } from '../editor/RichTextField.tsx';
import type { Runtime } from '../editor/use-editor-runtime.ts';
import { EmailPreview } from '../newsletters/EmailPreview.tsx';
import type { FormErrors } from '../use-form-errors.tsx';

interface StepFieldsProps {
  index: number;
  step: SequenceStepInput;
  saved: SequenceStep | undefined;
  form: FormErrors;
  runtime: Runtime | null;
  canRemove: boolean;
  onChange(change: Partial<SequenceStepInput>): void;
  onRemove(): void;
}

export function StepFields({ index, step, saved, form, runtime, canRemove, onChange, onRemove }: StepFieldsProps) {
  const [frame, setFrame] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const body = useRef<RichTextHandle | null>(null);
  const field = (name: keyof SequenceStepInput) => `steps[${index}].${name}`;
  /** What the field holds now (its change reaches the editor's state a moment later). */
  const email = async () => ({ subject: step.subject, html: (await body.current?.getHtml()) ?? step.html });

  const act = async (work: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      toast({ title: failed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const showPreview = () =>
    act(async () => {
      setFrame((await apiRequest<{ frame: string }>('POST', '/api/admin/sequences/preview', await email())).frame);
      setVersion((v) => v + 1);
    }, text.previewFailed);
  const sendTest = () =>
    act(async () => {
      const answer = await apiRequest<{ message: string }>('POST', '/api/admin/sequences/test', await email());
      toast({ title: text.testSent, description: answer.message });
    }, text.testFailed);

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
          onChange={(event) => onChange({ delayMinutes: event.target.value === '' ? 0 : Number(event.target.value) })}
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
          onChange={(event) => onChange({ subject: event.target.value })}
        />
        {form.errorOf(field('subject'))}
      </div>
      <RichTextField
        ref={body}
        id={form.fieldId(field('html'))}
        label={text.body}
        kind="content"
        initialHtml={step.html}
        runtime={runtime}
        placeholder={text.bodyPlaceholder}
        onChange={() => void body.current?.getHtml().then((html) => onChange({ html }))}
        error={form.errors[field('html')]}
      />
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
      {frame !== null && (
        <EmailPreview
          level={4}
          name={`sequence-step-${index + 1}-preview-mode`}
          heading={text.previewOf(index + 1)}
          intro={text.previewIntro}
          src={(theme) => `${frame}?theme=${theme}`}
          version={version}
          frameTitle={(mode) => `${text.previewOf(index + 1)}: ${mode}`}
        />
      )}
    </fieldset>
  );
}

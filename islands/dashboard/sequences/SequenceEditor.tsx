/**
 * A sequence's editor (docs/product/sequences.md#in-the-dashboard): its name, its trigger, whether it is on, ends
 * on a booking and sends in the owner's name, its emails; for a saved one, who left and why. The server checks
 * everything and its refusal shows under the field it names (`steps[1].subject`).
 */
import { useEffect, useState } from 'react';
import { leaveReasonNames, sequencesText as text, triggerNames } from '#content/sequences.ts';
import { leaveReasons, sequenceLimits, sequenceTriggers, type SequenceDetail, type SequenceInput, type SequenceStepInput } from '#shared/sequences.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { useFormErrors } from '../use-form-errors.tsx';
import { StepFields } from './StepFields.tsx';
import '#components/text-field.css';

const emptyStep: SequenceStepInput = { delayMinutes: 0, subject: '', html: '' };
const blank: SequenceInput = { name: '', trigger: 'analysis-requested', steps: [emptyStep], active: true, untilBooked: true, ownerAsSender: false };

export interface SequenceEditorProps {
  /** null: a new sequence. */
  id: number | null;
  onDone(): void;
}

export function SequenceEditor({ id, onDone }: SequenceEditorProps) {
  const [input, setInput] = useState<SequenceInput | null>(id === null ? blank : null);
  const [saved, setSaved] = useState<SequenceDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();

  const show = (detail: SequenceDetail) => {
    setSaved(detail);
    const { name, trigger, active, untilBooked, ownerAsSender } = detail;
    setInput({
      name,
      trigger,
      active,
      untilBooked,
      ownerAsSender,
      steps: detail.steps.map(({ delayMinutes, subject, html }) => ({ delayMinutes, subject, html })),
    });
  };
  useEffect(() => {
    if (id !== null)
      apiRequest<SequenceDetail>('GET', `/api/admin/sequences/${id}`).then(show, () => toast({ title: text.loadFailed, variant: 'destructive' }));
  }, [id]);

  if (!input) return <p aria-live="polite">…</p>;
  const change = (update: Partial<SequenceInput>) => setInput({ ...input, ...update });
  const changeStep = (index: number, step: SequenceStepInput) => change({ steps: input.steps.map((other, i) => (i === index ? step : other)) });

  const save = async () => {
    setBusy(true);
    try {
      const savedId = saved?.id ?? (await apiRequest<{ id: number }>('POST', '/api/admin/sequences', input)).id;
      show(
        saved
          ? await apiRequest<SequenceDetail>('PUT', `/api/admin/sequences/${savedId}`, input)
          : await apiRequest<SequenceDetail>('GET', `/api/admin/sequences/${savedId}`),
      );
      form.setErrors({});
      toast({ title: text.saved });
    } catch (failure) {
      form.showFailure(failure);
      toast({ title: text.saveFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!saved || !window.confirm(text.deleteConfirm)) return;
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/admin/sequences/${saved.id}`);
      toast({ title: text.deleted });
      onDone();
    } catch (failure) {
      toast({ title: text.deleteFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
      setBusy(false);
    }
  };
  const check = (name: 'active' | 'untilBooked' | 'ownerAsSender', label: string) => (
    <div className="sequence-check">
      <input id={form.fieldId(name)} type="checkbox" checked={input[name]} onChange={(event) => change({ [name]: event.target.checked })} />
      <label htmlFor={form.fieldId(name)}>{label}</label>
    </div>
  );

  return (
    <form
      className="sequence-editor"
      aria-labelledby="sequence-editor-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <button type="button" className="button button-secondary" onClick={onDone}>
        {text.cancel}
      </button>
      <h2 id="sequence-editor-heading">{saved ? text.editHeading(saved.name) : text.newHeading}</h2>
      <div className="card staff-section">
        <div className="staff-field">
          <label htmlFor={form.fieldId('name')}>{text.name}</label>
          <input
            {...form.inputProps('name')}
            value={input.name}
            maxLength={sequenceLimits.name}
            required
            onChange={(event) => change({ name: event.target.value })}
          />
          {form.errorOf('name')}
        </div>
        <div className="staff-field">
          <label htmlFor={form.fieldId('trigger')}>{text.trigger}</label>
          <select
            {...form.inputProps('trigger')}
            value={input.trigger}
            onChange={(event) => change({ trigger: event.target.value as SequenceInput['trigger'] })}
          >
            {sequenceTriggers.map((trigger) => (
              <option key={trigger} value={trigger}>
                {triggerNames[trigger]}
              </option>
            ))}
          </select>
          {form.errorOf('trigger')}
        </div>
        {check('active', text.active)}
        {check('untilBooked', text.untilBooked)}
        {check('ownerAsSender', text.ownerAsSender)}
      </div>
      <h3>{text.stepsHeading}</h3>
      {form.errorOf('steps')}
      {input.steps.map((step, index) => (
        <StepFields
          key={index}
          index={index}
          step={step}
          saved={saved?.steps[index]}
          form={form}
          canRemove={input.steps.length > 1}
          onChange={(next) => changeStep(index, next)}
          onRemove={() => change({ steps: input.steps.filter((_, i) => i !== index) })}
        />
      ))}
      {input.steps.length < sequenceLimits.steps && (
        <button type="button" className="button button-secondary" onClick={() => change({ steps: [...input.steps, { ...emptyStep, delayMinutes: 24 * 60 }] })}>
          {text.addStep}
        </button>
      )}
      {saved && <SequenceExits saved={saved} />}
      <div className="staff-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {text.save}
        </button>
        {saved && (
          <button type="button" className="button button-danger" disabled={busy} onClick={() => void remove()}>
            {text.delete}
          </button>
        )}
      </div>
    </form>
  );
}

/** Who left a saved sequence and why, and who received every email. */
function SequenceExits({ saved }: { saved: SequenceDetail }) {
  return (
    <section className="card staff-section" aria-labelledby="sequence-exits">
      <h3 id="sequence-exits">{text.exitsHeading}</h3>
      <dl className="sequence-exits">
        {leaveReasons.map((reason) => (
          <div key={reason}>
            <dt>{leaveReasonNames[reason]}</dt>
            <dd>{saved.exits[reason]}</dd>
          </div>
        ))}
        <div>
          <dt>{text.finished}</dt>
          <dd>{saved.finished}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * A sequence's editor (docs/product/sequences.md#in-the-dashboard): its name, its trigger, whether it is on, ends
 * on a booking and sends in the owner's name, its emails; for a saved one, who left and why. The server checks
 * everything and its refusal shows under the field it names (`steps[1].subject`).
 */
import { useEffect, useRef, useState } from 'react';
import { leaveReasonNames, sequencesText as text, triggerNames } from '#content/sequences.ts';
import { leaveReasons, sequenceLimits, sequenceTriggers, type SequenceDetail, type SequenceInput, type SequenceStepInput } from '#shared/sequences.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { useEditorRuntime } from '../editor/use-editor-runtime.ts';
import { useFormErrors, type FormErrors } from '../use-form-errors.tsx';
import { StepFields } from './StepFields.tsx';
import '#components/text-field.css';
import '../editor/post-editor.css';

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
  const runtime = useEditorRuntime();
  const stepKeys = useStepKeys();
  const dirty = useLeaveGuard(input, saved);

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
    stepKeys.fit(detail.steps.length);
  };
  useEffect(() => {
    if (id !== null)
      apiRequest<SequenceDetail>('GET', `/api/admin/sequences/${id}`).then(show, () => toast({ title: text.loadFailed, variant: 'destructive' }));
  }, [id]);

  if (!input) return <p aria-live="polite">…</p>;
  const change = (update: Partial<SequenceInput>) => setInput((current) => current && { ...current, ...update });
  const changeStep = (index: number, update: Partial<SequenceStepInput>) =>
    setInput((current) => current && { ...current, steps: current.steps.map((other, i) => (i === index ? { ...other, ...update } : other)) });
  const addStep = () => {
    stepKeys.add();
    change({ steps: [...input.steps, { ...emptyStep, delayMinutes: 24 * 60 }] });
  };
  const removeStep = (index: number) => {
    stepKeys.remove(index);
    change({ steps: input.steps.filter((_, i) => i !== index) });
  };
  const leave = () => {
    if (!dirty.current || window.confirm(text.leave)) onDone();
  };

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
      <button type="button" className="button button-secondary" onClick={leave}>
        {text.cancel}
      </button>
      <h2 id="sequence-editor-heading">{saved ? text.editHeading(saved.name) : text.newHeading}</h2>
      <SequenceSettings input={input} form={form} change={change} />
      <h3>{text.stepsHeading}</h3>
      {form.errorOf('steps')}
      {input.steps.map((step, index) => (
        <StepFields
          key={stepKeys.keys[index] ?? index}
          index={index}
          step={step}
          saved={saved?.steps[index]}
          form={form}
          runtime={runtime}
          canRemove={input.steps.length > 1}
          onChange={(update) => changeStep(index, update)}
          onRemove={() => removeStep(index)}
        />
      ))}
      {input.steps.length < sequenceLimits.steps && (
        <button type="button" className="button button-secondary" onClick={addStep}>
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

/** The sequence's name, trigger and the three choices. */
function SequenceSettings({ input, form, change }: { input: SequenceInput; form: FormErrors; change(update: Partial<SequenceInput>): void }) {
  const check = (name: 'active' | 'untilBooked' | 'ownerAsSender', label: string) => (
    <div className="sequence-check">
      <input id={form.fieldId(name)} type="checkbox" checked={input[name]} onChange={(event) => change({ [name]: event.target.checked })} />
      <label htmlFor={form.fieldId(name)}>{label}</label>
    </div>
  );

  return (
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
        <select {...form.inputProps('trigger')} value={input.trigger} onChange={(event) => change({ trigger: event.target.value as SequenceInput['trigger'] })}>
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
  );
}

/** Each email's own key, so a removed email takes its editor with it. */
function useStepKeys() {
  const [keys, setKeys] = useState<number[]>([0]);
  const next = useRef(1);
  return {
    keys,
    fit: (count: number) => setKeys((current) => Array.from({ length: count }, (_, i) => current[i] ?? next.current++)),
    add: () => setKeys((current) => [...current, next.current++]),
    remove: (index: number) => setKeys((current) => current.filter((_, i) => i !== index)),
  };
}

/**
 * The sequence is saved only by Save (a live sequence's emails change for everyone in it, so nothing half-written
 * is saved on its own): until then, reloading, closing or going Back asks first, and so does Back to the list.
 */
function useLeaveGuard(input: SequenceInput | null, saved: SequenceDetail | null) {
  const dirty = useRef(false);
  const canonical = (value: SequenceInput) => {
    const { name, trigger, active, untilBooked, ownerAsSender } = value;
    const steps = value.steps.map(({ delayMinutes, subject, html }) => ({ delayMinutes, subject, html }));
    return JSON.stringify({ name, trigger, active, untilBooked, ownerAsSender, steps });
  };
  dirty.current = input !== null && canonical(input) !== canonical(saved ?? blank);
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  return dirty;
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

/**
 * The form that adds a redirect rule (docs/product/redirects.md#rules): From, To and Status. The server
 * checks everything (loops, chains, live pages) and its refusal shows under the field it names.
 * "Redirect this…" in the missing pages fills From and moves the focus to To (`prefill`).
 */
import { useEffect, useRef, useState } from 'react';
import { redirectsText as text } from '#content/dashboard-upkeep.ts';
import { redirectLimits, redirectStatusLabels, redirectStatuses, type RedirectRule, type RedirectStatus } from '#shared/redirect-rules.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { useFormErrors } from '../use-form-errors.tsx';
import '#components/text-field.css';

export interface RuleFormProps {
  /** A path to fill From with, and a counter so the same path can be asked for twice. */
  prefill: { from: string; seq: number } | null;
  onAdded(rule: RedirectRule): void;
}

export function RuleForm({ prefill, onAdded }: RuleFormProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<RedirectStatus>(301);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();
  const toInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!prefill) return;
    setFrom(prefill.from);
    form.setErrors({});
    toInput.current?.focus();
  }, [prefill]);

  const submit = async () => {
    setBusy(true);
    try {
      const rule = await apiRequest<RedirectRule>('POST', '/api/admin/redirects', { from: from.trim(), to: to.trim(), status });
      form.setErrors({});
      setFrom('');
      setTo('');
      onAdded(rule);
      toast({ title: text.added });
    } catch (failure) {
      form.showFailure(failure);
      toast({ title: text.addFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card staff-section redirect-form"
      aria-labelledby="redirect-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="redirect-form-heading">{text.formHeading}</h2>
      <div className="staff-field">
        <label htmlFor={form.fieldId('from')}>{text.from}</label>
        <input
          {...form.inputProps('from', true)}
          value={from}
          maxLength={redirectLimits.source}
          required
          autoComplete="off"
          onChange={(event) => setFrom(event.target.value)}
        />
        <p className="staff-hint" id={`${form.fieldId('from')}-hint`}>
          {text.fromHint}
        </p>
        {form.errorOf('from')}
      </div>
      <div className="staff-field">
        <label htmlFor={form.fieldId('to')}>{text.to}</label>
        <input
          {...form.inputProps('to', true)}
          ref={toInput}
          value={to}
          maxLength={redirectLimits.target}
          required
          autoComplete="off"
          onChange={(event) => setTo(event.target.value)}
        />
        <p className="staff-hint" id={`${form.fieldId('to')}-hint`}>
          {text.toHint}
        </p>
        {form.errorOf('to')}
      </div>
      <div className="staff-field">
        <label htmlFor={form.fieldId('status')}>{text.status}</label>
        <select
          {...form.inputProps('status')}
          className="redirect-status"
          value={status}
          onChange={(event) => setStatus(Number(event.target.value) as RedirectStatus)}
        >
          {redirectStatuses.map((value) => (
            <option key={value} value={value}>
              {redirectStatusLabels[value]}
            </option>
          ))}
        </select>
        {form.errorOf('status')}
      </div>
      <div className="staff-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {text.add}
        </button>
      </div>
    </form>
  );
}

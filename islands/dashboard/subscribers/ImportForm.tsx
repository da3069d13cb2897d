/**
 * The import form (docs/product/subscriptions.md#import-and-export): a CSV file or pasted addresses, the consent
 * basis, the topics new subscribers get, and, for owners only, the attestation of prior opt-in. The file is read
 * in the browser and sent as text; the server refuses the whole list when a line is bad, and the lines it names
 * are listed here.
 */
import { useId, useRef, useState } from 'react';
import { subscribersText as text } from '#content/dashboard-subscribers.ts';
import { topicLabels } from '#content/subscriptions.ts';
import { importBasisMax, maxImportCharacters, type ImportAnswer } from '#shared/subscriber-list.ts';
import { subscriptionTopics, type SubscriptionTopic } from '#shared/subscriptions.ts';
import { toast } from '../../toast/toast.ts';
import { ApiError, apiMessage, apiRequest } from '../api.ts';
import { useFormErrors } from '../use-form-errors.tsx';

interface ImportFormProps {
  canAttest: boolean;
  onImported: () => void;
}

export function ImportForm({ canAttest, onImported }: ImportFormProps) {
  const form = useFormErrors();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState('');
  const [basis, setBasis] = useState('');
  const [topics, setTopics] = useState<SubscriptionTopic[]>([]);
  const [attest, setAttest] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const [badLines, setBadLines] = useState<string[]>([]);

  const submit = async () => {
    setResult(null);
    setBadLines([]);
    const file = fileInput.current?.files?.[0];
    const csv = file ? await file.text() : pasted;
    if (!csv.trim()) return form.setErrors({ csv: text.chooseOrPaste });
    if (csv.length > maxImportCharacters) return form.setErrors({ csv: text.fileTooLarge });
    setBusy(true);
    try {
      const answer = await apiRequest<ImportAnswer>('POST', '/api/admin/subscribers/import', {
        csv,
        ...(file ? { fileName: file.name.slice(0, 200) } : {}),
        basis,
        topics,
        attestPriorOptIn: canAttest && attest,
      });
      form.setErrors({});
      setResult(answer);
      setPasted('');
      if (fileInput.current) fileInput.current.value = '';
      toast({ title: text.imported, description: text.importSummary(answer) });
      onImported();
    } catch (failure) {
      form.showFailure(failure);
      const lines = failure instanceof ApiError ? (failure.failure.errors ?? []).filter((error) => error.field === 'csv').map((error) => error.message) : [];
      // Every bad line is listed under the field; the field's own error says what to do with them.
      if (lines.length > 0 && lines[0]!.startsWith('Line ')) {
        form.setErrors({ csv: apiMessage(failure) ?? text.importFailed });
        setBadLines(lines);
      }
      toast({ title: text.importFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card staff-section subscriber-import"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`}>{text.importHeading}</h2>
      <p>{text.importIntro}</p>
      <div className="staff-field">
        <label htmlFor={`${id}-file`}>{text.file}</label>
        <input ref={fileInput} id={`${id}-file`} type="file" accept=".csv,text/csv,text/plain" aria-describedby={`${id}-file-hint`} />
        <p className="staff-hint" id={`${id}-file-hint`}>
          {text.fileHint}
        </p>
      </div>
      <div className="staff-field">
        <label htmlFor={form.fieldId('csv')}>{text.paste}</label>
        <textarea {...form.inputProps('csv')} rows={4} value={pasted} onChange={(event) => setPasted(event.target.value)} />
        {form.errorOf('csv')}
        {badLines.length > 0 && (
          <div role="alert" className="subscriber-bad-lines">
            <p>{text.badLines}</p>
            <ul>
              {badLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="staff-field">
        <label htmlFor={form.fieldId('basis')}>{text.basis}</label>
        <textarea
          {...form.inputProps('basis', true)}
          rows={2}
          required
          maxLength={importBasisMax}
          value={basis}
          onChange={(event) => setBasis(event.target.value)}
        />
        <p className="staff-hint" id={`${form.fieldId('basis')}-hint`}>
          {text.basisHint}
        </p>
        {form.errorOf('basis')}
      </div>
      <fieldset className="staff-field subscriber-topics">
        <legend>{text.importTopics}</legend>
        {subscriptionTopics.map((topic) => (
          <label key={topic} className="subscriber-check">
            <input
              type="checkbox"
              checked={topics.includes(topic)}
              onChange={(event) => setTopics(event.target.checked ? [...topics, topic] : topics.filter((other) => other !== topic))}
            />
            {topicLabels[topic]}
          </label>
        ))}
      </fieldset>
      {canAttest ? (
        <div className="staff-field">
          <label className="subscriber-check">
            <input type="checkbox" checked={attest} aria-describedby={`${id}-attest-hint`} onChange={(event) => setAttest(event.target.checked)} />
            {text.attest}
          </label>
          <p className="staff-hint" id={`${id}-attest-hint`}>
            {text.attestHint}
          </p>
        </div>
      ) : (
        <p className="staff-hint">{text.askNote}</p>
      )}
      <div className="staff-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? text.importing : text.importButton}
        </button>
      </div>
      {result && (
        <p role="status" className="subscriber-import-result">
          {text.importSummary(result)}
        </p>
      )}
    </form>
  );
}

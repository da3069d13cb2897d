/**
 * The lead webhook (docs/product/leads.md#webhook): whether its address is set on the server, the format
 * (Standard Webhooks or Slack), the signing secret (shown once, when made) and the delivery log with each
 * answer's status code and "Resend".
 */
import { useRef, useState } from 'react';
import { leadSettingsText as text } from '#content/dashboard-lead-settings.ts';
import { toast } from '../../toast/toast.ts';
import { apiRequest } from '../api.ts';
import { useAction } from '../leads/use-action.ts';
import { WebhookDeliveries, type Delivery } from './WebhookDeliveries.tsx';

export type WebhookFormat = 'standard' | 'slack';

export interface WebhookState {
  configured: boolean;
  format: WebhookFormat;
  signed: boolean;
  deliveries: Delivery[];
}

export function LeadWebhook({ state, onChange }: { state: WebhookState; onChange(state: WebhookState): void }) {
  const [format, setFormat] = useState<WebhookFormat>(state.format);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, run] = useAction();
  const secretField = useRef<HTMLInputElement>(null);

  const saveFormat = () =>
    void run(async () => onChange(await apiRequest<WebhookState>('PUT', '/api/admin/lead-webhook', { format })), text.formatSaved, text.formatFailed);

  const makeSecret = () => {
    if (state.signed && !window.confirm(text.confirmRemake)) return;
    void run(
      async () => {
        const made = await apiRequest<{ secret: string }>('POST', '/api/admin/lead-webhook/secret');
        setSecret(made.secret);
        onChange({ ...state, signed: true });
        requestAnimationFrame(() => secretField.current?.select());
      },
      text.secretMade,
      text.secretFailed,
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      toast({ title: text.copied });
    } catch {
      secretField.current?.select();
      toast({ title: text.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <section className="card staff-section lead-webhook" aria-labelledby="webhook-heading">
      <h2 id="webhook-heading">{text.webhookHeading}</h2>
      <p>{text.webhookIntro}</p>
      <p>
        <strong>{text.webhookAddress}:</strong> {state.configured ? text.webhookSet : text.webhookNotSet}
      </p>
      <form
        className="lead-webhook-format"
        onSubmit={(event) => {
          event.preventDefault();
          saveFormat();
        }}
      >
        <fieldset className="lead-settings-choice">
          <legend>{text.format}</legend>
          {(['standard', 'slack'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="webhook-format" value={value} checked={format === value} onChange={() => setFormat(value)} />
              {text.formats[value]}
            </label>
          ))}
        </fieldset>
        <div className="staff-actions">
          <button type="submit" className="button button-secondary" disabled={busy}>
            {text.saveFormat}
          </button>
        </div>
      </form>
      <h3>{text.secretHeading}</h3>
      <p>{state.signed ? text.signed : text.unsigned}</p>
      {secret && (
        <div className="staff-field">
          <label htmlFor="webhook-secret">{text.secretLabel}</label>
          <input
            ref={secretField}
            id="webhook-secret"
            className="text-field lead-webhook-secret"
            readOnly
            value={secret}
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
      <div className="staff-actions">
        {secret && (
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {text.copy}
          </button>
        )}
        <button type="button" className="button button-secondary" disabled={busy} onClick={makeSecret}>
          {state.signed ? text.remakeSecret : text.makeSecret}
        </button>
      </div>
      <WebhookDeliveries
        deliveries={state.deliveries}
        onResent={(delivery) => onChange({ ...state, deliveries: state.deliveries.map((other) => (other.id === delivery.id ? delivery : other)) })}
      />
    </section>
  );
}

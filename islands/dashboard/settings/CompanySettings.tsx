/**
 * The dashboard's Settings page (/dashboard/settings, owners): the company's details
 * (docs/product/company.md#settings). Placeholders are marked until the first save.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { settingsCopy as text } from '#content/dashboard-company.ts';
import type { CompanySettings, CompanySettingsAnswer } from '#shared/company-settings.ts';
import { companyLimits as limits } from '#shared/company-settings.ts';
import { toast } from '../../toast/toast.ts';
import { ApiError, apiMessage, apiRequest } from '../api.ts';
import { errorsByField, fileAsBase64 } from '../file-upload.ts';
import '#components/text-field.css';
import './settings.css';

export type CompanySettingsProps = Record<string, never>;

interface Uploaded {
  id: number;
  url: string;
  width: number;
  height: number;
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: string; children: ReactNode }) {
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function CompanySettingsPage(_props: CompanySettingsProps) {
  const id = useId();
  const [answer, setAnswer] = useState<CompanySettingsAnswer | null | 'failed'>(null);
  const [form, setForm] = useState<CompanySettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    apiRequest<CompanySettingsAnswer>('GET', '/api/admin/settings')
      .then((loaded) => {
        setAnswer(loaded);
        setForm(loaded.settings);
      })
      .catch(() => setAnswer('failed'));
  }, []);

  if (answer === 'failed') return <p role="alert">{text.loadFailed}</p>;
  if (!answer || !form) return <p role="status">{text.loading}</p>;

  const set = (change: Partial<CompanySettings>) => setForm({ ...form, ...change });
  const setAddress = (change: Partial<CompanySettings['address']>) => set({ address: { ...form.address, ...change } });
  const fieldId = (name: string) => `${id}-${name.replace(/[^a-z0-9]/gi, '-')}`;
  /** aria attributes of an input for field `name`: its error and hint. */
  const aria = (name: string, hint = false) => ({
    id: fieldId(name),
    name,
    className: 'text-field',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${fieldId(name)}-error` : '', hint ? `${fieldId(name)}-hint` : ''].filter(Boolean).join(' ') || undefined,
  });

  async function uploadLogo(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const logo = await apiRequest<Uploaded>('POST', '/api/admin/settings/logo', { data: await fileAsBase64(file) });
      set({ logo });
      setErrors({ ...errors, logoImageId: '' });
      toast({ title: text.logoUploaded });
    } catch (error) {
      toast({ title: text.logoFailed, description: apiMessage(error) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!form) return;
    setBusy(true);
    try {
      const { logo, ...values } = form;
      const saved = await apiRequest<CompanySettingsAnswer>('PUT', '/api/admin/settings', { ...values, logoImageId: logo?.id ?? null });
      setAnswer(saved);
      setForm(saved.settings);
      setErrors({});
      toast({ title: text.saved });
    } catch (error) {
      const byField = errorsByField(error instanceof ApiError ? error.failure.errors : undefined);
      setErrors(byField);
      toast({ title: text.saveFailed, description: apiMessage(error) ?? '', variant: 'destructive' });
      const first = Object.keys(byField)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
    } finally {
      setBusy(false);
    }
  }

  const badge = answer.placeholder && <span className="badge badge-placeholder">{text.placeholderBadge}</span>;
  const input = (name: keyof CompanySettings & string, max: number, type = 'text') => (
    <Field id={fieldId(name)} label={text[name as 'name']} error={errors[name]}>
      <input {...aria(name)} type={type} maxLength={max} value={String(form[name] ?? '')} onChange={(event) => set({ [name]: event.target.value })} required />
    </Field>
  );

  return (
    <div className="dashboard-page settings-page">
      <h1>
        {text.heading} {badge}
      </h1>
      <p>{text.intro}</p>
      {answer.placeholder ? (
        <p className="placeholder-note" role="note">
          {text.placeholderNote}
        </p>
      ) : (
        answer.updatedAt && (
          <p className="settings-saved-at">
            {text.lastSaved}: <time dateTime={answer.updatedAt}>{new Date(answer.updatedAt).toLocaleString()}</time>
          </p>
        )
      )}
      <form
        className="settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset>
          <legend>{text.identity}</legend>
          {input('name', limits.name)}
          {input('legalName', limits.legalName)}
          <div className="settings-field">
            <span className="settings-label" id={`${id}-logo-label`}>
              {text.logo}
            </span>
            <p className="field-hint">{text.logoHint}</p>
            <div className="settings-logo">
              {form.logo ? <img src={form.logo.url} alt="" height={40} width={Math.round((40 * form.logo.width) / form.logo.height)} /> : null}
              <label className="button button-secondary">
                {text.logoUpload}
                <input className="visually-hidden" type="file" accept="image/png,image/svg+xml" disabled={busy} onChange={(event) => void uploadLogo(event.target.files?.[0])} />
              </label>
              {form.logo && (
                <button type="button" className="button button-secondary" onClick={() => set({ logo: null })}>
                  {text.logoRemove}
                </button>
              )}
            </div>
            {errors.logoImageId && <p className="field-error">{errors.logoImageId}</p>}
          </div>
        </fieldset>

        <fieldset>
          <legend>{text.contact}</legend>
          {input('email', limits.email, 'email')}
          {input('phone', limits.phone, 'tel')}
          <Field id={fieldId('hours')} label={text.hours} error={errors.hours} hint={text.hoursHint}>
            <input {...aria('hours', true)} maxLength={limits.hours} value={form.hours} onChange={(event) => set({ hours: event.target.value })} />
          </Field>
        </fieldset>

        <fieldset>
          <legend>{text.address}</legend>
          {(['street', 'locality', 'region', 'postalCode', 'country'] as const).map((part) => (
            <Field key={part} id={fieldId(`address.${part}`)} label={text[part]} error={errors[`address.${part}`]}>
              <input
                {...aria(`address.${part}`)}
                maxLength={part === 'country' ? 2 : limits[part]}
                value={form.address[part]}
                onChange={(event) => setAddress({ [part]: event.target.value })}
              />
            </Field>
          ))}
        </fieldset>

        <fieldset>
          <legend>{text.social}</legend>
          <p className="field-hint">{text.socialHint}</p>
          {form.social.map((profile, index) => (
            <div className="settings-social-row" key={index}>
              <Field id={fieldId(`social[${index}].label`)} label={`${text.socialLabel} ${index + 1}`} error={errors[`social[${index}].label`]}>
                <input
                  {...aria(`social[${index}].label`)}
                  maxLength={limits.socialLabel}
                  value={profile.label}
                  onChange={(event) => set({ social: form.social.map((entry, at) => (at === index ? { ...entry, label: event.target.value } : entry)) })}
                />
              </Field>
              <Field id={fieldId(`social[${index}].url`)} label={`${text.socialUrl} ${index + 1}`} error={errors[`social[${index}].url`]}>
                <input
                  {...aria(`social[${index}].url`)}
                  type="url"
                  maxLength={limits.socialUrl}
                  value={profile.url}
                  onChange={(event) => set({ social: form.social.map((entry, at) => (at === index ? { ...entry, url: event.target.value } : entry)) })}
                />
              </Field>
              <button type="button" className="button button-secondary" onClick={() => set({ social: form.social.filter((_, at) => at !== index) })}>
                {text.socialRemove} {index + 1}
              </button>
            </div>
          ))}
          {errors.social && <p className="field-error">{errors.social}</p>}
          {form.social.length < limits.socialCount && (
            <button type="button" className="button button-secondary" onClick={() => set({ social: [...form.social, { label: '', url: '' }] })}>
              {text.socialAdd}
            </button>
          )}
        </fieldset>

        <fieldset>
          <legend>{text.announcement}</legend>
          <label className="settings-check">
            <input type="checkbox" checked={form.announcement !== null} onChange={(event) => set({ announcement: event.target.checked ? { text: '', link: '' } : null })} />
            {text.announcementOn}
          </label>
          {form.announcement && (
            <>
              <Field id={fieldId('announcement.text')} label={text.announcementText} error={errors['announcement.text']}>
                <input
                  {...aria('announcement.text')}
                  maxLength={limits.announcementText}
                  value={form.announcement.text}
                  onChange={(event) => set({ announcement: { ...form.announcement!, text: event.target.value } })}
                />
              </Field>
              <Field id={fieldId('announcement.link')} label={text.announcementLink} error={errors['announcement.link']}>
                <input
                  {...aria('announcement.link')}
                  maxLength={limits.announcementLink}
                  value={form.announcement.link}
                  onChange={(event) => set({ announcement: { ...form.announcement!, link: event.target.value } })}
                />
              </Field>
            </>
          )}
        </fieldset>

        <div className="settings-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? text.saving : text.save}
          </button>
        </div>
      </form>
    </div>
  );
}

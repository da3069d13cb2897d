/**
 * The dashboard's Settings page (/dashboard/settings, owners): the company's details
 * (docs/product/company.md#settings). Placeholders are marked until the first save.
 */
import { useEffect, useState } from 'react';
import { settingsCopy as text } from '#content/dashboard-company.ts';
import type { CompanySettings, CompanySettingsAnswer } from '#shared/company-settings.ts';
import { companyLimits as limits } from '#shared/company-settings.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { fileAsBase64 } from '../file-upload.ts';
import { useFormErrors } from '../use-form-errors.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { chosenLogo, LogoHeaderPreview } from './LogoHeaderPreview.tsx';
import type { LogoImage } from '#components/Logo.tsx';
import { AddressFieldset, AnnouncementFieldset, Field, SocialFieldset } from './SettingsFieldsets.tsx';
import '#components/text-field.css';
import './settings.css';
import { siteTime } from '../site-time.ts';

export interface CompanySettingsProps {
  /** The site's time zone: the last save is shown in it, labelled. */
  timeZone: string;
}

interface Uploaded {
  id: number;
  url: string;
  width: number;
  height: number;
}

export function CompanySettingsPage({ timeZone }: CompanySettingsProps) {
  const fields = useFormErrors();
  const { errors, setErrors, fieldId, inputProps: aria } = fields;
  const [answer, setAnswer] = useState<CompanySettingsAnswer | null | 'failed'>(null);
  const [form, setForm] = useState<CompanySettings | null>(null);
  const [busy, setBusy] = useState(false);
  // The chosen logo file, for the header preview before it is saved.
  const [chosen, showChosen] = useState<LogoImage | null>(null);

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

  async function uploadLogo(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    // The header preview shows the chosen file at once, before the upload and the save.
    showChosen(await chosenLogo(file));
    try {
      const logo = await apiRequest<Uploaded>('POST', '/api/admin/settings/logo', { data: await fileAsBase64(file) });
      set({ logo });
      setErrors({ ...errors, logoImageId: '' });
      toast({ title: text.logoUploaded });
    } catch (error) {
      showChosen(null);
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
      fields.showFailure(error);
      toast({ title: text.saveFailed, description: apiMessage(error) ?? '', variant: 'destructive' });
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
            {text.lastSaved}: <time dateTime={answer.updatedAt}>{siteTime(answer.updatedAt, timeZone)}</time>
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
            <span className="settings-label" id={fieldId('logo-label')}>
              {text.logo}
            </span>
            <p className="field-hint">{text.logoHint}</p>
            <ImagePicker
              image={form.logo}
              label={text.logoUpload}
              removeLabel={text.logoRemove}
              accept="image/png,image/svg+xml"
              disabled={busy}
              onFile={(file) => void uploadLogo(file)}
              onRemove={() => {
                showChosen(null);
                set({ logo: null });
              }}
            />
            {errors.logoImageId && <p className="field-error">{errors.logoImageId}</p>}
            <LogoHeaderPreview name={form.name} logo={chosen ?? form.logo} />
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

        <AddressFieldset address={form.address} form={fields} onChange={(change) => set({ address: { ...form.address, ...change } })} />
        <SocialFieldset social={form.social} form={fields} onChange={(social) => set({ social })} />
        <AnnouncementFieldset announcement={form.announcement} form={fields} onChange={(announcement) => set({ announcement })} />

        <div className="settings-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? text.saving : text.save}
          </button>
        </div>
      </form>
    </div>
  );
}

/** Parts of the company's settings form (CompanySettings.tsx): a labelled field, the address, the social profiles, the announcement. */
import type { ReactNode } from 'react';
import { settingsCopy as text } from '#content/dashboard-company.ts';
import { companyLimits as limits, type Announcement, type PostalAddress, type SocialProfile } from '#shared/company-settings.ts';
import type { FormErrors } from '../use-form-errors.tsx';

export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: string; children: ReactNode }) {
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

interface AddressFieldsetProps {
  address: PostalAddress;
  form: FormErrors;
  onChange: (change: Partial<PostalAddress>) => void;
}

export function AddressFieldset({ address, form, onChange }: AddressFieldsetProps) {
  const { errors, fieldId, inputProps: aria } = form;
  return (
    <fieldset>
      <legend>{text.address}</legend>
      {(['street', 'locality', 'region', 'postalCode', 'country'] as const).map((part) => (
        <Field key={part} id={fieldId(`address.${part}`)} label={text[part]} error={errors[`address.${part}`]}>
          <input
            {...aria(`address.${part}`)}
            maxLength={part === 'country' ? 2 : limits[part]}
            value={address[part]}
            onChange={(event) => onChange({ [part]: event.target.value })}
          />
        </Field>
      ))}
    </fieldset>
  );
}

interface SocialFieldsetProps {
  social: SocialProfile[];
  form: FormErrors;
  onChange: (social: SocialProfile[]) => void;
}

export function SocialFieldset({ social, form, onChange }: SocialFieldsetProps) {
  const { errors, fieldId, inputProps: aria } = form;
  const change = (index: number, part: Partial<SocialProfile>) => onChange(social.map((entry, at) => (at === index ? { ...entry, ...part } : entry)));
  return (
    <fieldset>
      <legend>{text.social}</legend>
      <p className="field-hint">{text.socialHint}</p>
      {social.map((profile, index) => (
        <div className="settings-social-row" key={index}>
          <Field id={fieldId(`social[${index}].label`)} label={`${text.socialLabel} ${index + 1}`} error={errors[`social[${index}].label`]}>
            <input
              {...aria(`social[${index}].label`)}
              maxLength={limits.socialLabel}
              value={profile.label}
              onChange={(event) => change(index, { label: event.target.value })}
            />
          </Field>
          <Field id={fieldId(`social[${index}].url`)} label={`${text.socialUrl} ${index + 1}`} error={errors[`social[${index}].url`]}>
            <input
              {...aria(`social[${index}].url`)}
              type="url"
              maxLength={limits.socialUrl}
              value={profile.url}
              onChange={(event) => change(index, { url: event.target.value })}
            />
          </Field>
          <button type="button" className="button button-secondary" onClick={() => onChange(social.filter((_, at) => at !== index))}>
            {text.socialRemove} {index + 1}
          </button>
        </div>
      ))}
      {errors.social && <p className="field-error">{errors.social}</p>}
      {social.length < limits.socialCount && (
        <button type="button" className="button button-secondary" onClick={() => onChange([...social, { label: '', url: '' }])}>
          {text.socialAdd}
        </button>
      )}
    </fieldset>
  );
}

interface AnnouncementFieldsetProps {
  announcement: Announcement | null;
  form: FormErrors;
  onChange: (announcement: Announcement | null) => void;
}

export function AnnouncementFieldset({ announcement, form, onChange }: AnnouncementFieldsetProps) {
  const { errors, fieldId, inputProps: aria } = form;
  return (
    <fieldset>
      <legend>{text.announcement}</legend>
      <label className="settings-check">
        <input type="checkbox" checked={announcement !== null} onChange={(event) => onChange(event.target.checked ? { text: '', link: '' } : null)} />
        {text.announcementOn}
      </label>
      {announcement && (
        <>
          <Field id={fieldId('announcement.text')} label={text.announcementText} error={errors['announcement.text']}>
            <input
              {...aria('announcement.text')}
              maxLength={limits.announcementText}
              value={announcement.text}
              onChange={(event) => onChange({ ...announcement, text: event.target.value })}
            />
          </Field>
          <Field id={fieldId('announcement.link')} label={text.announcementLink} error={errors['announcement.link']}>
            <input
              {...aria('announcement.link')}
              maxLength={limits.announcementLink}
              value={announcement.link}
              onChange={(event) => onChange({ ...announcement, link: event.target.value })}
            />
          </Field>
        </>
      )}
    </fieldset>
  );
}

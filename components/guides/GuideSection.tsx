/**
 * A guide to download (docs/product/guides.md#the-section): its cover, title and description, and the request
 * form, a plain HTML form that posts to `/guides/{id}/request`, so it works without JavaScript. The guide page
 * (`/guides/request`) draws the same form again with the visitor's values and errors. A guide the site does not
 * have (deleted meanwhile) draws nothing.
 */
import { PageImage } from '#components/page-sections/PageImage.tsx';
import { guideCopy } from '#content/guides.ts';
import { honeypotField } from '#shared/contact-fields.ts';
import { guideLimits, guideRequestFormPath, type GuideRequestValues, type PublicGuide } from '#shared/guides.ts';
import type { FieldError } from '#shared/field-error.ts';
import '#components/text-field.css';
import './guide.css';

export interface GuideFormState {
  values: GuideRequestValues;
  errors: FieldError[];
  formError?: string | undefined;
}

interface GuideSectionProps {
  guide: PublicGuide;
  /** The page the form is on (a path): the lead's source. */
  source: string;
  id: string;
  muted?: boolean | undefined;
  state?: GuideFormState | undefined;
  headingLevel?: 'h1' | 'h2';
}

type FieldName = 'email' | 'fullName' | 'company';

function Field({
  name,
  label,
  type,
  state,
  id,
  required,
}: {
  name: FieldName;
  label: string;
  type: string;
  state?: GuideFormState | undefined;
  id: string;
  required?: boolean;
}) {
  const error = state?.errors.find((candidate) => candidate.field === name)?.message;
  const inputId = `${id}-${name}`;
  const autoComplete = { email: 'email', fullName: 'name', company: 'organization' }[name];
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="text-field"
        type={type}
        name={name}
        required={required}
        maxLength={guideLimits[name]}
        autoComplete={autoComplete}
        defaultValue={state?.values[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      {error && (
        <p className="field-error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function GuideSection({ guide, source, id, muted, state, headingLevel = 'h2' }: GuideSectionProps) {
  const Heading = headingLevel;
  const known = new Set<string>(['email', 'fullName', 'company']);
  const otherErrors = state?.errors.filter((error) => !known.has(error.field)) ?? [];
  const hasCover = typeof guide.cover?.mediaId === 'number';
  return (
    <section id={id} className={`section guide-section${muted ? ' section-muted' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className={`container guide-layout${hasCover ? '' : ' guide-layout-single'}`}>
        {hasCover && <PageImage value={guide.cover ?? undefined} sizes="(min-width: 820px) 320px, calc(100vw - 2.5rem)" className="guide-cover" />}
        <div className="guide-body">
          <p className="eyebrow">{guideCopy.eyebrow}</p>
          <Heading id={`${id}-heading`}>{guide.title}</Heading>
          {guide.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="guide-description">
              {paragraph}
            </p>
          ))}
          <form className="guide-form card" method="post" action={guideRequestFormPath(guide.id)} aria-labelledby={`${id}-heading`}>
            {(state?.formError || otherErrors.length > 0) && (
              <div className="form-error-summary" role="alert">
                <ul>
                  {state?.formError && <li>{state.formError}</li>}
                  {otherErrors.map((error) => (
                    <li key={error.field}>{error.message}</li>
                  ))}
                </ul>
              </div>
            )}
            <input type="hidden" name="source" value={source} />
            <Field name="email" label={guideCopy.emailLabel} type="email" state={state} id={id} required />
            <div className="guide-optional">
              <Field name="fullName" label={guideCopy.fullNameLabel} type="text" state={state} id={id} />
              <Field name="company" label={guideCopy.companyLabel} type="text" state={state} id={id} />
            </div>
            {/* Hidden from people (global.css), still seen and filled by form-filling bots. */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={`${id}-${honeypotField}`}>Website</label>
              <input type="text" id={`${id}-${honeypotField}`} name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <p className="guide-note">{guideCopy.formNote}</p>
            <button type="submit" className="button button-primary">
              {guideCopy.submit}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}

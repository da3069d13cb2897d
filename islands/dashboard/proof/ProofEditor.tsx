/** The form of one proof item, new or existing, for its kind (docs/product/company.md#proof-items). */
import { useId, useState, type ReactNode } from 'react';
import { proofCopy as text } from '#content/dashboard-company.ts';
import { proofLimits as limits, type Placement, type ProofImage, type ProofItem, type ProofKind } from '#shared/proof-items.ts';
import { toast } from '../../toast/toast.ts';
import { ApiError, apiMessage, apiRequest } from '../api.ts';
import { errorsByField, fileAsBase64 } from '../file-upload.ts';

export interface ServiceChoice {
  slug: string;
  title: string;
}

type Draft = Record<string, unknown> & { kind: ProofKind; placement: Placement };

const blank: Record<ProofKind, () => Draft> = {
  testimonial: () => ({ kind: 'testimonial', quote: '', person: '', role: '', practice: '', photo: null, permissionGiven: false, permissionDate: '', placement: { home: true, uswha: false, services: [] } }),
  'case-study': () => ({ kind: 'case-study', practiceType: '', problem: '', whatWasDone: '', figures: [{ label: '', before: '', after: '' }], placement: { home: true, uswha: false, services: [] } }),
  certification: () => ({ kind: 'certification', name: '', issuer: '', logo: null, link: '', placement: { home: true, uswha: false, services: [] } }),
  'client-logo': () => ({ kind: 'client-logo', name: '', logo: null, link: '', placement: { home: true, uswha: false, services: [] } }),
};

/** The API body of a draft: its image as an id, without the answer-only fields. */
function toBody(draft: Draft): Record<string, unknown> {
  const { id: _id, position: _position, demo: _demo, createdAt: _created, updatedAt: _updated, photo, logo, ...fields } = draft;
  if (draft.kind === 'testimonial') return { ...fields, photoImageId: (photo as ProofImage | null)?.id ?? null };
  if (draft.kind === 'case-study') return fields;
  return { ...fields, logoImageId: (logo as ProofImage | null)?.id ?? null };
}

interface ProofEditorProps {
  kind: ProofKind;
  item?: ProofItem | undefined;
  services: ServiceChoice[];
  onDone: (saved: ProofItem | null) => void;
}

export function ProofEditor({ kind, item, services, onDone }: ProofEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => (item ? ({ ...item } as unknown as Draft) : blank[kind]()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (change: Record<string, unknown>) => setDraft({ ...draft, ...change });
  const fieldId = (name: string) => `${id}-${name.replace(/[^a-z0-9]/gi, '-')}`;
  const described = (name: string) => ({
    id: fieldId(name),
    name,
    className: 'text-field',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] && (
      <p className="field-error" id={`${fieldId(name)}-error`}>
        {errors[name]}
      </p>
    );
  const field = (name: string, label: string, max: number, multiline = false): ReactNode => (
    <div className="settings-field" key={name}>
      <label htmlFor={fieldId(name)}>{label}</label>
      {multiline ? (
        <textarea {...described(name)} rows={3} maxLength={max} value={String(draft[name] ?? '')} onChange={(event) => set({ [name]: event.target.value })} />
      ) : (
        <input {...described(name)} maxLength={max} value={String(draft[name] ?? '')} onChange={(event) => set({ [name]: event.target.value })} />
      )}
      {error(name)}
    </div>
  );
  const imageKey = kind === 'testimonial' ? 'photo' : 'logo';
  const imageField = kind === 'testimonial' ? 'photoImageId' : 'logoImageId';
  const image = draft[imageKey] as ProofImage | null | undefined;

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await apiRequest<ProofImage>('POST', '/api/admin/proof/images', { data: await fileAsBase64(file) });
      set({ [imageKey]: uploaded });
      toast({ title: text.imageUploaded });
    } catch (failure) {
      toast({ title: text.imageFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    setBusy(true);
    try {
      const saved = item ? await apiRequest<ProofItem>('PUT', `/api/admin/proof/${item.id}`, toBody(draft)) : await apiRequest<ProofItem>('POST', '/api/admin/proof', toBody(draft));
      toast({ title: text.saved });
      onDone(saved);
    } catch (failure) {
      const byField = errorsByField(failure instanceof ApiError ? failure.failure.errors : undefined);
      setErrors(byField);
      toast({ title: text.saveFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
      const first = Object.keys(byField)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
    } finally {
      setBusy(false);
    }
  }

  const figures = (draft.figures as { label: string; before: string; after: string }[] | undefined) ?? [];
  const placement = draft.placement;
  return (
    <form
      className="proof-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(null);
      }}
    >
      {kind === 'testimonial' && (
        <>
          {field('quote', text.fields.quote, limits.quote, true)}
          {field('person', text.fields.person, limits.person)}
          {field('role', text.fields.role, limits.role)}
          {field('practice', text.fields.practice, limits.practice)}
          <label className="settings-check">
            <input {...described('permissionGiven')} className="" type="checkbox" checked={draft.permissionGiven === true} onChange={(event) => set({ permissionGiven: event.target.checked })} />
            {text.fields.permissionGiven}
          </label>
          {error('permissionGiven')}
          <div className="settings-field">
            <label htmlFor={fieldId('permissionDate')}>{text.fields.permissionDate}</label>
            <input {...described('permissionDate')} type="date" value={String(draft.permissionDate ?? '')} onChange={(event) => set({ permissionDate: event.target.value })} />
            {error('permissionDate')}
          </div>
        </>
      )}
      {kind === 'case-study' && (
        <>
          {field('practiceType', text.fields.practiceType, limits.practiceType)}
          {field('problem', text.fields.problem, limits.problem, true)}
          {field('whatWasDone', text.fields.whatWasDone, limits.whatWasDone, true)}
          <fieldset className="proof-figures">
            <legend>{text.fields.figures}</legend>
            {figures.map((figure, index) => (
              <div className="proof-figure-row" key={index}>
                {(['label', 'before', 'after'] as const).map((part) => {
                  const name = `figures[${index}].${part}`;
                  const label = part === 'label' ? text.fields.figureLabel : part === 'before' ? text.fields.figureBefore : text.fields.figureAfter;
                  return (
                    <div className="settings-field" key={part}>
                      <label htmlFor={fieldId(name)}>{`${label} ${index + 1}`}</label>
                      <input
                        {...described(name)}
                        maxLength={part === 'label' ? limits.figureLabel : limits.figureValue}
                        value={figure[part]}
                        onChange={(event) => set({ figures: figures.map((entry, at) => (at === index ? { ...entry, [part]: event.target.value } : entry)) })}
                      />
                      {error(name)}
                    </div>
                  );
                })}
              </div>
            ))}
            {error('figures')}
            {figures.length < limits.figures && (
              <button type="button" className="button button-secondary" onClick={() => set({ figures: [...figures, { label: '', before: '', after: '' }] })}>
                {text.fields.addFigure}
              </button>
            )}
          </fieldset>
        </>
      )}
      {(kind === 'certification' || kind === 'client-logo') && (
        <>
          {field('name', kind === 'client-logo' ? text.fields.clientName : text.fields.name, limits.name)}
          {kind === 'certification' && field('issuer', text.fields.issuer, limits.issuer)}
          {field('link', text.fields.link, limits.link)}
        </>
      )}
      {kind !== 'case-study' && (
        <div className="settings-field">
          <span className="settings-label">{text.image}</span>
          <p className="field-hint">{text.imageHint}</p>
          <div className="settings-logo">
            {image && <img src={image.url} alt="" height={40} width={Math.round((40 * image.width) / image.height)} />}
            <label className="button button-secondary">
              {text.image}
              <input id={fieldId(imageField)} className="visually-hidden" type="file" accept="image/png,image/jpeg" disabled={busy} onChange={(event) => void upload(event.target.files?.[0])} />
            </label>
            {image && (
              <button type="button" className="button button-secondary" onClick={() => set({ [imageKey]: null })}>
                {text.imageRemove}
              </button>
            )}
          </div>
          {error(imageField)}
        </div>
      )}
      <fieldset className="proof-placement">
        <legend>{text.placement}</legend>
        <label className="settings-check">
          <input type="checkbox" checked={placement.home} onChange={(event) => set({ placement: { ...placement, home: event.target.checked } })} />
          {text.home}
        </label>
        <label className="settings-check">
          <input type="checkbox" checked={placement.uswha} onChange={(event) => set({ placement: { ...placement, uswha: event.target.checked } })} />
          {text.uswha}
        </label>
        <p className="settings-label">{text.services}</p>
        <div className="proof-services">
          {services.map((service) => (
            <label className="settings-check" key={service.slug}>
              <input
                type="checkbox"
                checked={placement.services.includes(service.slug)}
                onChange={(event) =>
                  set({ placement: { ...placement, services: event.target.checked ? [...placement.services, service.slug] : placement.services.filter((slug) => slug !== service.slug) } })
                }
              />
              {service.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="settings-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {text.save}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onDone(null)}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}

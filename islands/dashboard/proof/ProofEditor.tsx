/** The form of one proof item, new or existing, for its kind (docs/product/company.md#proof-items). */
import { useState, type ReactNode } from 'react';
import { proofCopy as text } from '#content/dashboard-company.ts';
import { proofLimits as limits, type Placement, type ProofImage, type ProofItem, type ProofKind } from '#shared/proof-items.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { fileAsBase64 } from '../file-upload.ts';
import { ImagePicker } from '../settings/ImagePicker.tsx';
import { useFormErrors } from '../use-form-errors.tsx';
import { FigureFields, PlacementFields, type Figure, type ServiceChoice } from './ProofFields.tsx';

type Draft = Record<string, unknown> & { kind: ProofKind; placement: Placement };

const blank: Record<ProofKind, () => Draft> = {
  testimonial: () => ({
    kind: 'testimonial',
    quote: '',
    person: '',
    role: '',
    practice: '',
    photo: null,
    permissionGiven: false,
    permissionDate: '',
    placement: { home: true, uswha: false, services: [] },
  }),
  'case-study': () => ({
    kind: 'case-study',
    practiceType: '',
    problem: '',
    whatWasDone: '',
    figures: [{ label: '', before: '', after: '' }],
    placement: { home: true, uswha: false, services: [] },
  }),
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
  const form = useFormErrors();
  const { fieldId, inputProps: described, errorOf: error } = form;
  const [draft, setDraft] = useState<Draft>(() => (item ? ({ ...item } as unknown as Draft) : blank[kind]()));
  const [busy, setBusy] = useState(false);
  const set = (change: Record<string, unknown>) => setDraft({ ...draft, ...change });
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
      const saved = item
        ? await apiRequest<ProofItem>('PUT', `/api/admin/proof/${item.id}`, toBody(draft))
        : await apiRequest<ProofItem>('POST', '/api/admin/proof', toBody(draft));
      toast({ title: text.saved });
      onDone(saved);
    } catch (failure) {
      form.showFailure(failure);
      toast({ title: text.saveFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

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
            <input
              {...described('permissionGiven')}
              className=""
              type="checkbox"
              checked={draft.permissionGiven === true}
              onChange={(event) => set({ permissionGiven: event.target.checked })}
            />
            {text.fields.permissionGiven}
          </label>
          {error('permissionGiven')}
          <div className="settings-field">
            <label htmlFor={fieldId('permissionDate')}>{text.fields.permissionDate}</label>
            <input
              {...described('permissionDate')}
              type="date"
              value={String(draft.permissionDate ?? '')}
              onChange={(event) => set({ permissionDate: event.target.value })}
            />
            {error('permissionDate')}
          </div>
        </>
      )}
      {kind === 'case-study' && (
        <>
          {field('practiceType', text.fields.practiceType, limits.practiceType)}
          {field('problem', text.fields.problem, limits.problem, true)}
          {field('whatWasDone', text.fields.whatWasDone, limits.whatWasDone, true)}
          <FigureFields figures={(draft.figures as Figure[] | undefined) ?? []} form={form} onChange={(figures) => set({ figures })} />
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
          <ImagePicker
            image={draft[imageKey] as ProofImage | null | undefined}
            label={text.image}
            removeLabel={text.imageRemove}
            accept="image/png,image/jpeg"
            inputId={fieldId(imageField)}
            disabled={busy}
            onFile={(file) => void upload(file)}
            onRemove={() => set({ [imageKey]: null })}
          />
          {error(imageField)}
        </div>
      )}
      <PlacementFields placement={draft.placement} services={services} onChange={(placement) => set({ placement })} />
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

/** Parts of a proof item's form (ProofEditor.tsx): a case study's figures, and where the item is shown. */
import { proofCopy as text } from '#content/dashboard-company.ts';
import { proofLimits as limits, type Placement } from '#shared/proof-items.ts';
import type { FormErrors } from '../use-form-errors.tsx';

export interface ServiceChoice {
  slug: string;
  title: string;
}

export interface Figure {
  label: string;
  before: string;
  after: string;
}

interface FigureFieldsProps {
  figures: Figure[];
  form: FormErrors;
  onChange: (figures: Figure[]) => void;
}

/** A case study's figures: a label with its value before and after, up to the limit. */
export function FigureFields({ figures, form, onChange }: FigureFieldsProps) {
  return (
    <fieldset className="proof-figures">
      <legend>{text.fields.figures}</legend>
      {figures.map((figure, index) => (
        <div className="proof-figure-row" key={index}>
          {(['label', 'before', 'after'] as const).map((part) => {
            const name = `figures[${index}].${part}`;
            const label = part === 'label' ? text.fields.figureLabel : part === 'before' ? text.fields.figureBefore : text.fields.figureAfter;
            return (
              <div className="settings-field" key={part}>
                <label htmlFor={form.fieldId(name)}>{`${label} ${index + 1}`}</label>
                <input
                  {...form.inputProps(name)}
                  maxLength={part === 'label' ? limits.figureLabel : limits.figureValue}
                  value={figure[part]}
                  onChange={(event) => onChange(figures.map((entry, at) => (at === index ? { ...entry, [part]: event.target.value } : entry)))}
                />
                {form.errorOf(name)}
              </div>
            );
          })}
        </div>
      ))}
      {form.errorOf('figures')}
      {figures.length < limits.figures && (
        <button type="button" className="button button-secondary" onClick={() => onChange([...figures, { label: '', before: '', after: '' }])}>
          {text.fields.addFigure}
        </button>
      )}
    </fieldset>
  );
}

interface PlacementFieldsProps {
  placement: Placement;
  services: ServiceChoice[];
  onChange: (placement: Placement) => void;
}

/** Where the item is shown: the home page, the member program's page, and service pages. */
export function PlacementFields({ placement, services, onChange }: PlacementFieldsProps) {
  return (
    <fieldset className="proof-placement">
      <legend>{text.placement}</legend>
      <label className="settings-check">
        <input type="checkbox" checked={placement.home} onChange={(event) => onChange({ ...placement, home: event.target.checked })} />
        {text.home}
      </label>
      <label className="settings-check">
        <input type="checkbox" checked={placement.uswha} onChange={(event) => onChange({ ...placement, uswha: event.target.checked })} />
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
                onChange({
                  ...placement,
                  services: event.target.checked ? [...placement.services, service.slug] : placement.services.filter((slug) => slug !== service.slug),
                })
              }
            />
            {service.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

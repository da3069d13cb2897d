/**
 * One field of a section's form, drawn from its spec (shared/page-sections/specs.ts, decision 086): one
 * renderer per field kind, so every section kind gets its form from the registry. The server's error for
 * the field's path shows under it, and the input names it with aria-invalid and aria-describedby. Rich text is
 * edited in the post editor's Editor.js field, never as HTML (RichTextInput).
 */
import type { FieldSpec } from '#shared/page-sections/index.ts';
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';
import { OrderButtons } from './OrderButtons.tsx';
import { emptyItem, fieldIdOf, type Item, type Value } from './field-values.ts';
import { GuideInput } from './GuideInput.tsx';
import { MediaImageInput } from './MediaImageInput.tsx';
import { ProofItemsInput } from './ProofItemsInput.tsx';
import { RichTextInput } from './RichTextInput.tsx';

export interface FieldProps {
  spec: FieldSpec;
  value: Value;
  /** The field's path in the page (`sections.2.items.0.question`): its id and the key of its error. */
  path: string;
  errors: Partial<Record<string, string>>;
  onChange(value: Value): void;
}

function ErrorText({ path, errors }: { path: string; errors: FieldProps['errors'] }) {
  const message = errors[path];
  return message ? (
    <p className="field-error" id={`${fieldIdOf(path)}-error`}>
      {message}
    </p>
  ) : null;
}

/** The id, aria attributes and class of an input at `path`. */
function inputAttributes(path: string, errors: FieldProps['errors'], help?: string) {
  const id = fieldIdOf(path);
  const described = [errors[path] ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ');
  return { id, className: 'text-field', 'aria-invalid': errors[path] ? true : undefined, 'aria-describedby': described || undefined };
}

function Help({ path, text }: { path: string; text?: string }) {
  return text ? (
    <p className="staff-hint" id={`${fieldIdOf(path)}-help`}>
      {text}
    </p>
  ) : null;
}

function ImageField({ spec, value, path, errors, onChange }: FieldProps) {
  const image = (value ?? { src: '', alt: '', decorative: false }) as { src: string; alt: string; decorative: boolean };
  const set = (patch: Partial<typeof image>) => onChange({ ...image, ...patch });
  return (
    <fieldset className="page-field page-field-image">
      <legend>{spec.label}</legend>
      <ErrorText path={path} errors={errors} />
      <label htmlFor={fieldIdOf(`${path}.src`)}>{copy.imageSrc}</label>
      <input {...inputAttributes(`${path}.src`, errors)} value={image.src} onChange={(event) => set({ src: event.target.value })} />
      <ErrorText path={`${path}.src`} errors={errors} />
      <label htmlFor={fieldIdOf(`${path}.alt`)}>{copy.imageAlt}</label>
      <input
        {...inputAttributes(`${path}.alt`, errors)}
        value={image.alt}
        maxLength={200}
        disabled={image.decorative}
        onChange={(event) => set({ alt: event.target.value })}
      />
      <ErrorText path={`${path}.alt`} errors={errors} />
      <label className="page-field-check">
        <input type="checkbox" checked={image.decorative} onChange={(event) => set({ decorative: event.target.checked })} /> {copy.imageDecorative}
      </label>
    </fieldset>
  );
}

/** A list of images of the media library (a logo strip's logos): each `{mediaId, alt, decorative?}`, as the image field draws it. */
function MediaImagesField({ spec, value, path, errors, onChange }: FieldProps) {
  const images = Array.isArray(value) ? (value as unknown[]) : [];
  return (
    <fieldset className="page-field page-field-list" aria-describedby={errors[path] ? `${fieldIdOf(path)}-error` : undefined}>
      <legend>{spec.label}</legend>
      <Help path={path} text={spec.help} />
      <ErrorText path={path} errors={errors} />
      <span id={fieldIdOf(path)} tabIndex={-1} />
      {images.map((image, index) => (
        <div key={index} className="page-field-item">
          <MediaImageInput
            spec={{ name: String(index), label: copy.itemLegend(spec.label, index + 1), kind: 'mediaImage', required: true }}
            value={image}
            path={`${path}.${index}`}
            errors={errors}
            onChange={(next) => onChange(images.map((old, position) => (position === index ? next : old)))}
            ErrorText={({ path: at }) => <ErrorText path={at} errors={errors} />}
          />
          <OrderButtons list={images} index={index} what={copy.itemLegend(spec.label, index + 1)} onChange={onChange} />
        </div>
      ))}
      {images.length < (spec.maxItems ?? Infinity) && (
        <button type="button" className="button button-secondary button-small" onClick={() => onChange([...images, { mediaId: null, alt: '' }])}>
          {copy.addItem(spec.label)}
        </button>
      )}
    </fieldset>
  );
}

/** Some of the options (a subscribe section's topics): a checkbox each, kept in the options' order. */
function ChoicesField({ spec, value, path, errors, onChange }: FieldProps) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const options = spec.options ?? [];
  const id = fieldIdOf(path);
  const described = [errors[path] ? `${id}-error` : '', spec.help ? `${id}-help` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="page-field" id={id} tabIndex={-1} aria-describedby={described || undefined}>
      <legend>{spec.label}</legend>
      {options.map((option) => (
        <label key={option.value} className="page-field-check">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              onChange(options.map((each) => each.value).filter((each) => (each === option.value ? event.target.checked : chosen.includes(each))))
            }
          />{' '}
          {option.label}
        </label>
      ))}
      <Help path={path} text={spec.help} />
      <ErrorText path={path} errors={errors} />
    </fieldset>
  );
}

function ListField({ spec, value, path, errors, onChange }: FieldProps) {
  const items = Array.isArray(value) ? (value as Item[]) : [];
  const of = spec.of ?? [];
  const max = spec.maxItems ?? Infinity;
  const single = spec.maxItems === 1;
  return (
    <fieldset className="page-field page-field-list" aria-describedby={errors[path] ? `${fieldIdOf(path)}-error` : undefined}>
      <legend>{spec.label}</legend>
      <Help path={path} text={spec.help} />
      <ErrorText path={path} errors={errors} />
      {/* The list's own focus target, for an error that names the list. */}
      <span id={fieldIdOf(path)} tabIndex={-1} />
      {items.map((item, index) => {
        const at = `${path}.${index}`;
        const setItem = (next: Item) => onChange(items.map((old, position) => (position === index ? next : old)));
        return (
          <fieldset key={index} className="page-field-item">
            <legend>{copy.itemLegend(spec.label, index + 1)}</legend>
            <ErrorText path={at} errors={errors} />
            {of.map((child) => (
              <FieldInput
                key={child.name}
                spec={child}
                value={item[child.name]}
                path={`${at}.${child.name}`}
                errors={errors}
                onChange={(next) => setItem({ ...item, [child.name]: next })}
              />
            ))}
            <OrderButtons list={items} index={index} what={copy.itemLegend(spec.label, index + 1)} movable={!single} onChange={onChange} />
          </fieldset>
        );
      })}
      {items.length < max && (
        <button type="button" className="button button-secondary button-small" onClick={() => onChange([...items, emptyItem(of)])}>
          {copy.addItem(spec.label)}
        </button>
      )}
    </fieldset>
  );
}

export function FieldInput(props: FieldProps) {
  const { spec, value, path, errors, onChange } = props;
  if (spec.kind === 'list') return <ListField {...props} />;
  if (spec.kind === 'image') return <ImageField {...props} />;
  if (spec.kind === 'mediaImages') return <MediaImagesField {...props} />;
  if (spec.kind === 'choices') return <ChoicesField {...props} />;
  if (spec.kind === 'mediaImage') return <MediaImageInput {...props} ErrorText={({ path: at }) => <ErrorText path={at} errors={errors} />} />;
  if (spec.kind === 'guide') return <GuideInput {...props} ErrorText={({ path: at }) => <ErrorText path={at} errors={errors} />} />;
  if (spec.kind === 'proofItems') return <ProofItemsInput {...props} ErrorText={({ path: at }) => <ErrorText path={at} errors={errors} />} />;
  const label = `${spec.label}${spec.required ? ' *' : ''}`;
  if (spec.kind === 'richText') {
    return (
      <div className="page-field">
        <RichTextInput
          id={fieldIdOf(path)}
          label={label}
          value={String(value ?? '')}
          help={spec.help ?? copy.richTextHelp}
          error={errors[path]}
          onChange={onChange}
        />
      </div>
    );
  }
  const attributes = inputAttributes(path, errors, spec.help);
  if (spec.kind === 'boolean') {
    return (
      <div className="page-field">
        <label className="page-field-check">
          <input type="checkbox" id={attributes.id} checked={value === true} onChange={(event) => onChange(event.target.checked)} /> {spec.label}
        </label>
        <ErrorText path={path} errors={errors} />
      </div>
    );
  }
  let input;
  if (spec.kind === 'select') {
    input = (
      <select {...attributes} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)}>
        {spec.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'number') {
    input = (
      <input
        {...attributes}
        type="number"
        min={spec.min}
        max={spec.max}
        value={Number(value ?? 0)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    );
  } else if (spec.kind === 'textarea') {
    input = <textarea {...attributes} rows={3} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />;
  } else {
    input = <input {...attributes} maxLength={spec.maxLength} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <div className="page-field">
      <label htmlFor={attributes.id}>{label}</label>
      {input}
      <Help path={path} text={spec.help} />
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

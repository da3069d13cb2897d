/** The page's own fields: title, address (a live page's move warns of the 301) and the SEO fields. */
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';
import type { FieldSpec } from '#shared/page-sections/index.ts';
import { FieldInput } from './FieldInput.tsx';
import type { PageFields } from './page-types.ts';
import { SocialImageChooser } from './SocialImageChooser.tsx';

const pageSpecs: FieldSpec[] = [
  { name: 'title', label: copy.title, kind: 'text', required: true, maxLength: 120 },
  { name: 'path', label: copy.path, kind: 'text', required: true, maxLength: 200 },
];

const seoSpecs: FieldSpec[] = [
  { name: 'metaTitle', label: copy.metaTitle, kind: 'text', maxLength: 70, help: copy.metaTitleHint },
  { name: 'metaDescription', label: copy.metaDescription, kind: 'textarea', maxLength: 160 },
  { name: 'socialImage', label: copy.socialImage, kind: 'text', maxLength: 300, help: copy.socialImageHint },
  { name: 'noindex', label: copy.noindex, kind: 'boolean' },
  { name: 'canonicalUrl', label: copy.canonicalUrl, kind: 'text', maxLength: 300, help: copy.canonicalHint },
];

export const pageFieldNames = [...pageSpecs, ...seoSpecs].map((spec) => spec.name);

interface PageFieldsFormProps {
  fields: PageFields;
  /** The path the live page answers at now. */
  livePath: string | null;
  isHome: boolean;
  errors: Partial<Record<string, string>>;
  update(patch: Partial<PageFields>): void;
}

export function PageFieldsForm({ fields, livePath, isHome, errors, update }: PageFieldsFormProps) {
  const draw = (spec: FieldSpec) => (
    <FieldInput
      key={spec.name}
      spec={isHome && spec.name === 'path' ? { ...spec, help: undefined } : spec}
      value={fields[spec.name as keyof PageFields]}
      path={spec.name}
      errors={errors}
      onChange={(value) => update({ [spec.name]: value } as Partial<PageFields>)}
    />
  );
  return (
    <>
      <fieldset className="card page-own-fields">
        <legend>{copy.pageHeading}</legend>
        {pageSpecs.map(draw)}
        {livePath && fields.path !== livePath && (
          <p className="page-path-warning" role="note">
            {copy.pathMoved(livePath)}
          </p>
        )}
      </fieldset>
      <fieldset className="card page-own-fields">
        <legend>{copy.seoHeading}</legend>
        {seoSpecs.map((spec) => [
          draw(spec),
          spec.name === 'socialImage' && (
            <SocialImageChooser key="social-library" value={fields.socialImage} onChange={(url) => update({ socialImage: url })} />
          ),
        ])}
      </fieldset>
    </>
  );
}

/**
 * The editor's settings panel, as a list of sections (docs/product/admin.md#post-editor). A feature adds its section by appending to
 * `settingsSections` (the cover image, for one); each gets the form state, a way to change it and the field
 * errors. The excerpt, an Editor.js field, is placed by PostEditor.tsx after the first section.
 */
import { useId, type ComponentType, type InputHTMLAttributes, type ReactNode } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { postReviewCopy as reviewCopy } from '#content/post-review.ts';
import { blogPath, postPath } from '#shared/blog-paths.ts';
import { postLimits, seoHints, seoLimits, slugify } from '#shared/blog-rules.ts';
import { zoneName } from '#shared/zoned-time.ts';
import { coverFocalLimits } from '#shared/cover-focal.ts';
import type { DashboardPost } from '../posts/post-types.ts';
import { CoverImageField } from './CoverImageField.tsx';
import { SocialCardPreview } from './SocialCardPreview.tsx';
import { TagsInput } from './TagsInput.tsx';
import type { EditorFields, FieldErrors } from './editor-fields.ts';

export interface SettingsSectionProps {
  fields: EditorFields;
  update: (patch: Partial<EditorFields>) => void;
  errors: FieldErrors;
  timeZone: string;
  /** The post as saved (null: not saved yet). */
  post: DashboardPost | null;
  canPublish: boolean;
  /** The excerpt as plain text, for the search-result preview. */
  excerptText: string;
}

export interface SettingsSection {
  id: string;
  title: string;
  Component: ComponentType<SettingsSectionProps>;
}

/** A labelled input with its hint and its server error, tied together for screen readers. */
function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-field={name}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** One text input bound to a form field, with its label, hint and error. */
function TextInput({
  name,
  label,
  hint,
  error,
  value,
  onValue,
  ...attributes
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  value: string;
  onValue: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'maxLength' | 'spellCheck' | 'placeholder'>) {
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          {...attributes}
          id={id}
          className="text-field"
          name={name}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </Field>
  );
}

function PublishingSection({ fields, update, errors, timeZone, post, canPublish }: SettingsSectionProps) {
  const status = post?.status ?? 'draft';
  const inReview = status === 'draft' && post?.reviewRequestedAt != null;
  return (
    <>
      <p className="editor-status-line">
        {copy.statusLabel}:{' '}
        <span className={`badge badge-${status === 'published' ? 'published' : 'draft'}`}>{inReview ? reviewCopy.waiting : copy.statusNames[status]}</span>
      </p>
      {/* A writer who cannot publish has no publish date to set: an editor decides it (docs/product/blog.md#status). */}
      {canPublish ? (
        <TextInput
          name="publishAt"
          type="datetime-local"
          label={copy.publishDate}
          hint={copy.publishDateHint(`${timeZone}, ${zoneName(timeZone, Date.now())}`)}
          error={errors.publishAt}
          value={fields.publishAtLocal}
          onValue={(publishAtLocal) => update({ publishAtLocal })}
        />
      ) : (
        <p className="staff-hint">{inReview ? reviewCopy.waitingHint : reviewCopy.publishedByEditor}</p>
      )}
    </>
  );
}

function AddressSection({ fields, update, errors }: SettingsSectionProps) {
  const slug = fields.slug || slugify(fields.title);
  return (
    <TextInput
      name="slug"
      label={copy.slug}
      hint={slug ? copy.slugHint(postPath(slug)) : undefined}
      error={errors.slug}
      value={fields.slug}
      maxLength={postLimits.slug}
      spellCheck={false}
      onValue={(value) => update({ slug: value, slugEdited: true })}
    />
  );
}

function TagsSection({ fields, update, errors }: SettingsSectionProps) {
  return (
    <Field name="tags" label={copy.tags} hint={copy.tagsHint} error={errors.tags}>
      {({ id, describedBy }) => (
        <TagsInput id={id} describedBy={describedBy} invalid={Boolean(errors.tags)} value={fields.tagsText} onValue={(tagsText) => update({ tagsText })} />
      )}
    </Field>
  );
}

function SeoSection({ fields, update, errors, excerptText }: SettingsSectionProps) {
  const shownTitle = fields.metaTitle.trim() || fields.title.trim();
  const shownDescription = fields.metaDescription.trim() || excerptText.trim();
  const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);
  const slug = fields.slug || slugify(fields.title);
  return (
    <>
      <p className="field-hint">{copy.defaultsHint}</p>
      <TextInput
        name="metaTitle"
        label={copy.metaTitle}
        hint={copy.lengthHint(fields.metaTitle.length, seoHints.metaTitle)}
        error={errors.metaTitle}
        value={fields.metaTitle}
        maxLength={seoLimits.metaTitle}
        placeholder={fields.title}
        onValue={(metaTitle) => update({ metaTitle })}
      />
      <Field
        name="metaDescription"
        label={copy.metaDescription}
        hint={copy.lengthHint(fields.metaDescription.length, seoHints.metaDescription)}
        error={errors.metaDescription}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            className="text-field"
            name="metaDescription"
            rows={3}
            value={fields.metaDescription}
            maxLength={seoLimits.metaDescription}
            aria-invalid={errors.metaDescription ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => update({ metaDescription: event.target.value })}
          />
        )}
      </Field>
      <TextInput
        name="canonicalUrl"
        type="url"
        label={copy.canonicalUrl}
        hint={copy.canonicalHint}
        error={errors.canonicalUrl}
        value={fields.canonicalUrl}
        maxLength={seoLimits.canonicalUrl}
        spellCheck={false}
        onValue={(canonicalUrl) => update({ canonicalUrl })}
      />
      <label className="checkbox-field" data-field="noindex">
        <input type="checkbox" name="noindex" checked={fields.noindex} onChange={(event) => update({ noindex: event.target.checked })} />
        <span>{copy.noindex}</span>
      </label>
      <figure className="search-preview" aria-label={copy.searchPreview}>
        <figcaption className="field-hint">{copy.searchPreview}</figcaption>
        <p className="search-preview-url">{slug ? postPath(slug) : `${blogPath}/…`}</p>
        <p className="search-preview-title">{cut(shownTitle, seoHints.metaTitle) || copy.titlePlaceholder}</p>
        <p className="search-preview-description">{cut(shownDescription, seoHints.metaDescription)}</p>
      </figure>
      <SocialCardPreview
        title={fields.title}
        metaTitle={fields.metaTitle}
        description={cut(shownDescription, seoHints.metaDescription)}
        coverImageId={fields.coverImageId}
        focal={fields}
      />
    </>
  );
}

function CoverSection({ fields, update }: SettingsSectionProps) {
  return (
    <CoverImageField
      value={fields.coverImageId}
      focal={fields}
      // Another photo starts from its centre.
      onChange={(coverImageId) => update({ coverImageId, coverFocalX: coverFocalLimits.default, coverFocalY: coverFocalLimits.default })}
      onFocalChange={update}
    />
  );
}

/** The panel's sections in order; the excerpt follows the first. */
export const settingsSections: SettingsSection[] = [
  { id: 'publishing', title: copy.sections.publishing, Component: PublishingSection },
  { id: 'address', title: copy.sections.address, Component: AddressSection },
  { id: 'cover', title: copy.sections.cover, Component: CoverSection },
  { id: 'tags', title: copy.sections.topics, Component: TagsSection },
  { id: 'seo', title: copy.seo, Component: SeoSection },
];

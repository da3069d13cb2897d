/**
 * The editor's two columns: the wide writing column (title, the HTML mode and Markdown upload toolbar, the
 * content) and the settings panel (settingsSections, with the excerpt after the first section).
 */
import { postEditorCopy } from '#content/dashboard.ts';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { postLimits } from '#shared/blog-rules.ts';
import type { EditorFields } from './editor-fields.ts';
import { MarkdownUpload } from './MarkdownUpload.tsx';
import type { CurrentPost, MarkdownImportChoice } from './markdown-upload-types.ts';
import { RichTextField } from './RichTextField.tsx';
import { settingsSections } from './SettingsSections.tsx';
import type { HtmlMode, Runtime } from './use-html-mode.ts';
import type { PostDocument } from './use-post-document.ts';

interface EditorColumnsProps {
  doc: PostDocument;
  htmlMode: HtmlMode;
  runtime: Runtime | null;
  timeZone: string;
  canPublish: boolean;
  /** A field of the form changed (autosaved like typing). */
  update: (patch: Partial<EditorFields>) => void;
  /** The text of an Editor.js field or of the HTML mode changed. */
  onTextChanged: () => void;
  /** The Markdown upload reads the post with `current` and applies the writer's choice with `onImport`. */
  currentPost: () => Promise<CurrentPost>;
  onImport: (choice: MarkdownImportChoice) => Promise<void>;
}

export function EditorColumns({ doc, htmlMode, runtime, timeZone, canPublish, update, onTextChanged, currentPost, onImport }: EditorColumnsProps) {
  const { fields, errors, initial } = doc;
  const sectionProps = { fields, update, errors, timeZone, post: doc.saved, canPublish, excerptText: doc.excerptText };
  return (
    <div className="post-editor-layout">
      <div className="post-editor-writing">
        <div className="field post-title-field" data-field="title">
          <label className="visually-hidden" htmlFor="post-title">
            {copy.titleLabel}
          </label>
          <textarea
            ref={doc.titleInput}
            id="post-title"
            name="title"
            className="post-title-input"
            rows={1}
            value={fields.title}
            maxLength={postLimits.title}
            placeholder={copy.titlePlaceholder}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? 'post-title-error' : undefined}
            onChange={(event) => update({ title: event.target.value.replace(/\n/g, ' ') })}
            onKeyDown={(event) => {
              // Enter in the title goes on to the body, as in other editors.
              if (event.key === 'Enter') {
                event.preventDefault();
                doc.content.current?.focus();
              }
            }}
          />
          {errors.title && (
            <p className="field-error" id="post-title-error">
              {errors.title}
            </p>
          )}
        </div>

        <div className="field-toolbar">
          <button
            type="button"
            className="button button-secondary button-small"
            aria-pressed={htmlMode.on}
            onClick={() => void htmlMode.toggle()}
            disabled={!runtime}
          >
            {htmlMode.on ? postEditorCopy.richTextMode : postEditorCopy.htmlMode}
          </button>
          <MarkdownUpload disabled={!runtime} current={currentPost} onImport={onImport} />
        </div>
        <RichTextField
          key={`content-${initial.generation}`}
          ref={doc.content}
          label={postEditorCopy.content}
          kind="content"
          initialHtml={initial.content}
          runtime={runtime}
          hidden={htmlMode.on}
          placeholder={postEditorCopy.contentPlaceholder}
          onChange={onTextChanged}
          error={errors.content}
        />
        {htmlMode.on && (
          <label className="field">
            <span className="field-label">{postEditorCopy.contentHtml}</span>
            <textarea
              className="text-field html-mode-text"
              name="content-html"
              rows={20}
              value={htmlMode.text}
              spellCheck={false}
              aria-invalid={htmlMode.error !== null}
              aria-describedby={htmlMode.error ? 'post-html-error' : undefined}
              onChange={(event) => {
                htmlMode.edit(event.target.value);
                onTextChanged();
              }}
            />
            {htmlMode.error && (
              <span id="post-html-error" className="html-mode-error" role="alert">
                {htmlMode.error}
              </span>
            )}
          </label>
        )}
      </div>

      <aside className="post-editor-settings" aria-label={copy.settings}>
        {settingsSections.map(({ id, title, Component }, index) => (
          <section key={id} className="settings-section" aria-labelledby={`settings-${id}`}>
            <h2 id={`settings-${id}`}>{title}</h2>
            <Component {...sectionProps} />
            {index === 0 && (
              <RichTextField
                key={`excerpt-${initial.generation}`}
                ref={doc.excerpt}
                label={copy.excerpt}
                kind="excerpt"
                initialHtml={initial.excerpt}
                runtime={runtime}
                placeholder={copy.excerptPlaceholder}
                onChange={onTextChanged}
                error={errors.excerpt}
              />
            )}
          </section>
        ))}
      </aside>
    </div>
  );
}

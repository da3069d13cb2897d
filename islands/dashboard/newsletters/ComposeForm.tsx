/**
 * Writing the newsletter: its subject, a published post to start from, who gets it (topics) and the body, in the
 * post editor's rich text field (Editor.js: headings, lists, links, images from the media library).
 */
import { useEffect, useId, useState, type RefObject } from 'react';
import { newsletterText as text } from '#content/dashboard-newsletters.ts';
import { topicLabels } from '#content/subscriptions.ts';
import { postPath } from '#shared/blog-paths.ts';
import type { BlogPost } from '#shared/blog-post.ts';
import { escapeHtml } from '#shared/escape.ts';
import { subscriptionTopics } from '#shared/subscriptions.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { RichTextField, type RichTextHandle } from '../editor/RichTextField.tsx';
import { useEditorRuntime } from '../editor/use-editor-runtime.ts';
import type { DraftFields } from './use-newsletter-draft.ts';

export interface ComposeFormProps {
  fields: DraftFields;
  errors: Record<string, string>;
  initialHtml: string;
  body: RefObject<RichTextHandle | null>;
  change(next: Partial<DraftFields>): void;
  bodyChanged(): void;
}

/** The post as the start of an email: its title, its text and images, and a link to read it on the site. */
const postAsEmail = (post: BlogPost) =>
  `<h2>${escapeHtml(post.title)}</h2>${post.content}<p><a href="${escapeHtml(postPath(post.slug))}">Read it on our site</a></p>`;

function PostPicker({ onPick }: { onPick(post: BlogPost): void }) {
  const [posts, setPosts] = useState<BlogPost[]>([]);
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  useEffect(() => {
    apiRequest<BlogPost[]>('GET', '/api/blog?limit=100').then(setPosts, () => setPosts([]));
  }, []);
  const use = () => {
    const post = posts.find((candidate) => String(candidate.id) === chosen);
    if (!post) return;
    apiRequest<BlogPost>('GET', `/api/blog/${encodeURIComponent(post.slug)}`).then(onPick, (error: unknown) =>
      toast({ title: text.postFailed, description: apiMessage(error) ?? '', variant: 'destructive' }),
    );
  };
  return (
    <div className="field newsletter-post-picker">
      <label className="field-label" htmlFor={selectId}>
        {text.startFrom}
      </label>
      <p className="staff-hint" id={`${selectId}-hint`}>
        {text.startFromHint}
      </p>
      <div className="newsletter-inline">
        <select id={selectId} value={chosen} aria-describedby={`${selectId}-hint`} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{text.noPost}</option>
          {posts.map((post) => (
            <option key={post.id} value={post.id}>
              {post.title}
            </option>
          ))}
        </select>
        <button type="button" className="button button-secondary" disabled={!chosen} onClick={use}>
          {text.usePost}
        </button>
      </div>
    </div>
  );
}

export function ComposeForm({ fields, errors, initialHtml, body, change, bodyChanged }: ComposeFormProps) {
  const runtime = useEditorRuntime();
  const subjectId = useId();

  const pick = async (post: BlogPost) => {
    const current = (await body.current?.getHtml()) ?? '';
    if (current.replace(/<[^>]*>/g, '').trim() && !window.confirm(text.replaceBody)) return;
    await body.current?.setHtml(postAsEmail(post));
    change({ postId: post.id, subject: fields.subject || post.title });
    bodyChanged();
  };

  return (
    <section className="card staff-section newsletter-compose" aria-labelledby="compose-heading">
      <h2 id="compose-heading" className="visually-hidden">
        {text.body}
      </h2>
      <div className="field">
        <label className="field-label" htmlFor={subjectId}>
          {text.subject}
        </label>
        <input
          id={subjectId}
          className="text-field"
          name="subject"
          type="text"
          maxLength={200}
          required
          value={fields.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={`${subjectId}-hint${errors.subject ? ` ${subjectId}-error` : ''}`}
          onChange={(event) => change({ subject: event.target.value })}
        />
        <p className="staff-hint" id={`${subjectId}-hint`}>
          {text.subjectHint}
        </p>
        {errors.subject && (
          <p className="field-error" id={`${subjectId}-error`}>
            {errors.subject}
          </p>
        )}
      </div>
      <PostPicker onPick={(post) => void pick(post)} />
      <fieldset className="newsletter-topics">
        <legend>{text.topics}</legend>
        <p className="staff-hint">{text.topicsHint}</p>
        {subscriptionTopics.map((topic) => (
          <label key={topic} className="newsletter-check">
            <input
              type="checkbox"
              name="topics"
              value={topic}
              checked={fields.topics.includes(topic)}
              onChange={(event) => change({ topics: event.target.checked ? [...fields.topics, topic] : fields.topics.filter((other) => other !== topic) })}
            />{' '}
            {topicLabels[topic]}
          </label>
        ))}
      </fieldset>
      <RichTextField
        ref={body}
        id="newsletter-body"
        label={text.body}
        kind="content"
        initialHtml={initialHtml}
        runtime={runtime}
        placeholder={text.bodyPlaceholder}
        onChange={bodyChanged}
        error={errors.html}
      />
    </section>
  );
}

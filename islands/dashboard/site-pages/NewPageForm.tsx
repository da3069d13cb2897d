/**
 * "New page": the kind of address (a service, a specialty or a top-level page), its slug and its title. The
 * server checks the address (free, not one the site uses itself); its refusal shows under the field it names
 * (`path` under the slug). A made page opens in the editor, as a draft.
 */
import { useState } from 'react';
import { pagesListCopy as text } from '#content/dashboard-pages.ts';
import { dashboardSitePagePath } from '#shared/dashboard-paths.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { useFormErrors } from '../use-form-errors.tsx';
import type { AdminPage } from './page-types.ts';

export function NewPageForm() {
  const [prefix, setPrefix] = useState<string>(text.kinds[0].value);
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();

  const submit = async () => {
    setBusy(true);
    try {
      const page = await apiRequest<AdminPage>('POST', '/api/admin/pages', { path: `${prefix}${slug.trim()}`, title: title.trim() });
      toast({ title: text.created });
      window.location.assign(dashboardSitePagePath(page.id));
    } catch (failure) {
      // The server names the address `path`: it shows under the slug.
      form.showFailure(failure);
      toast({ title: text.createFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card staff-section new-page-form"
      aria-labelledby="new-page-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="new-page-heading">{text.newHeading}</h2>
      <div className="staff-field">
        <label htmlFor={form.fieldId('kind')}>{text.newKind}</label>
        <select id={form.fieldId('kind')} className="text-field" value={prefix} onChange={(event) => setPrefix(event.target.value)}>
          {text.kinds.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor={form.fieldId('path')}>{text.slug}</label>
        <input {...form.inputProps('path', true)} value={slug} maxLength={80} required autoComplete="off" onChange={(event) => setSlug(event.target.value)} />
        <p className="staff-hint" id={`${form.fieldId('path')}-hint`}>
          {text.slugHint} <code>{`${prefix}${slug.trim() || '…'}`}</code>
        </p>
        {form.errorOf('path')}
      </div>
      <div className="staff-field">
        <label htmlFor={form.fieldId('title')}>{text.newTitle}</label>
        <input {...form.inputProps('title')} value={title} maxLength={120} required onChange={(event) => setTitle(event.target.value)} />
        {form.errorOf('title')}
      </div>
      <div className="staff-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? text.creating : text.create}
        </button>
      </div>
    </form>
  );
}

/**
 * The menu editor (/dashboard/menus, owners and editors; docs/product/admin.md#pages-and-menus): the header's
 * items (a link, or a dropdown with links under it) and the footer's columns, each with its label, link and
 * order (Move up / Move down), added and removed. Save sends the version it was opened on: a save made
 * elsewhere meanwhile is reported, never overwritten; each refused field shows its error, focus on the first.
 */
import { useEffect, useState } from 'react';
import { menusCopy as text } from '#content/dashboard-pages.ts';
import { callApi } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import { navigationLimits as limits, type FooterColumn, type HeaderItem, type Navigation } from '#shared/navigation.ts';
import { fieldIdOf } from '../site-pages/field-values.ts';
import { LinkList, OrderButtons, TextAt, type Errors } from './MenuParts.tsx';
import '#components/text-field.css';
import '../staff/staff.css';
import '../site-pages/site-pages.css';

type Menus = Navigation & { updatedAt: string };

export function MenusEditor() {
  const [menus, setMenus] = useState<Menus | null>(null);
  const [failed, setFailed] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    void callApi<Menus>('GET', '/api/admin/navigation').then(
      (answer) => (answer.ok ? setMenus(answer.data) : setFailed(answer.message)),
      () => setFailed(text.loadFailed),
    );
  }, []);

  if (!menus) {
    return (
      <div className="dashboard-page staff-page">
        <h1>{text.heading}</h1>
        {failed ? <p role="alert">{`${text.loadFailed}: ${failed}`}</p> : <p role="status">{text.loading}</p>}
      </div>
    );
  }

  const setHeader = (header: HeaderItem[]) => setMenus({ ...menus, header });
  const setFooter = (footer: FooterColumn[]) => setMenus({ ...menus, footer });
  const setItem = (index: number, patch: Partial<HeaderItem>) =>
    setHeader(menus.header.map((item, position) => (position === index ? { ...item, ...patch } : item)));
  const setColumn = (index: number, patch: Partial<FooterColumn>) =>
    setFooter(menus.footer.map((column, position) => (position === index ? { ...column, ...patch } : column)));

  async function save() {
    if (!menus) return;
    setBusy(true);
    const header = menus.header.map(({ label, href, children }) => (children && children.length > 0 ? { label, href, children } : { label, href }));
    const answer = await callApi<Menus>('PUT', '/api/admin/navigation', { header, footer: menus.footer, ifUpdatedAt: menus.updatedAt }).catch(() => null);
    setBusy(false);
    if (answer?.ok) {
      setMenus(answer.data);
      setErrors({});
      toast({ title: text.saved });
      return;
    }
    if (answer?.status === 409) setConflict(true);
    const shown: Errors = {};
    for (const error of answer?.errors ?? []) shown[error.field] ??= error.message;
    setErrors(shown);
    const first = Object.keys(shown)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldIdOf(first))?.focus());
    toast({ title: text.saveFailed, description: answer?.message ?? '', variant: 'destructive' });
  }

  return (
    <div className="dashboard-page staff-page menus-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      {conflict && (
        <div className="card" role="alert">
          <p>{text.conflict}</p>
          <button type="button" className="button button-secondary button-small" onClick={() => window.location.reload()}>
            {text.reload}
          </button>
        </div>
      )}
      <section className="card staff-section" aria-labelledby="menus-header-heading">
        <h2 id="menus-header-heading">{text.header}</h2>
        {errors.header && <p className="field-error">{errors.header}</p>}
        {menus.header.map((item, index) => (
          <fieldset key={index} className="page-field-item">
            <legend>{text.item(index + 1)}</legend>
            <TextAt
              path={`header.${index}.label`}
              label={text.label}
              value={item.label}
              maxLength={limits.headerLabel}
              errors={errors}
              onChange={(label) => setItem(index, { label })}
            />
            <TextAt
              path={`header.${index}.href`}
              label={text.href}
              value={item.href}
              maxLength={limits.href}
              errors={errors}
              onChange={(href) => setItem(index, { href })}
            />
            <LinkList
              legend={`${text.item(index + 1)}: ${text.children}`}
              links={item.children ?? []}
              path={`header.${index}.children`}
              max={limits.children}
              labelMax={limits.childLabel}
              addLabel={text.addChild}
              errors={errors}
              onChange={(children) => setItem(index, { children })}
            />
            <OrderButtons list={menus.header} index={index} what={text.item(index + 1)} onChange={setHeader} />
          </fieldset>
        ))}
        {menus.header.length < limits.headerItems && (
          <button type="button" className="button button-secondary button-small" onClick={() => setHeader([...menus.header, { label: '', href: '' }])}>
            {text.addItem}
          </button>
        )}
      </section>
      <section className="card staff-section" aria-labelledby="menus-footer-heading">
        <h2 id="menus-footer-heading">{text.footer}</h2>
        {errors.footer && <p className="field-error">{errors.footer}</p>}
        {menus.footer.map((column, index) => (
          <fieldset key={index} className="page-field-item">
            <legend>{text.column(index + 1)}</legend>
            <TextAt
              path={`footer.${index}.heading`}
              label={text.heading2}
              value={column.heading}
              maxLength={limits.footerHeading}
              errors={errors}
              onChange={(heading) => setColumn(index, { heading })}
            />
            <LinkList
              legend={`${text.column(index + 1)}: ${text.links}`}
              links={column.links}
              path={`footer.${index}.links`}
              max={limits.footerLinks}
              labelMax={limits.footerLabel}
              addLabel={text.addLink}
              errors={errors}
              onChange={(links) => setColumn(index, { links })}
            />
            <OrderButtons list={menus.footer} index={index} what={text.column(index + 1)} onChange={setFooter} />
          </fieldset>
        ))}
        {menus.footer.length < limits.footerColumns && (
          <button type="button" className="button button-secondary button-small" onClick={() => setFooter([...menus.footer, { heading: '', links: [] }])}>
            {text.addColumn}
          </button>
        )}
      </section>
      <div className="staff-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void save()}>
          {busy ? text.saving : text.save}
        </button>
      </div>
    </div>
  );
}

/**
 * The menu editor (/dashboard/menus, owners and editors; docs/product/pages.md#menus): the header's items (a
 * link, or a dropdown with links under it) and the footer's columns, one compact row each (label, link with the
 * page picker, Move up, Move down, Remove), the links under an item or in a column indented beneath it. A move
 * keeps the focus on its button and is said in a live region. Save sends the version it was opened on: a save
 * made elsewhere meanwhile is reported, never overwritten; each refused field shows its error, focus on the first.
 */
import { useEffect, useState } from 'react';
import { menusCopy as text } from '#content/dashboard-pages.ts';
import { callApi } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import { navigationLimits as limits, type FooterColumn, type HeaderItem, type Navigation } from '#shared/navigation.ts';
import { fieldIdOf } from '../site-pages/field-values.ts';
import { addLinkTo, focusSoon, LinkRows, listActions, MenuRow, type Errors, type RowContext } from './MenuParts.tsx';
import '#components/text-field.css';
import '../staff/staff.css';
import './menus.css';

type Menus = Navigation & { updatedAt: string };

/** The column headings of a list of rows on a wide screen (each field is named for screen readers by its label). */
function RowHeadings() {
  return (
    <div className="menu-headings" aria-hidden="true">
      <span>{text.label}</span>
      <span>{text.href}</span>
    </div>
  );
}

function HeaderMenu({ header, context, onChange }: { header: HeaderItem[]; context: RowContext; onChange(header: HeaderItem[]): void }) {
  const set = (index: number, patch: Partial<HeaderItem>) => onChange(header.map((item, position) => (position === index ? { ...item, ...patch } : item)));
  const actions = listActions(header, 'header', (index) => text.named(header[index]!.label, text.item(index + 1)), onChange, context);
  const add = () => {
    onChange([...header, { label: '', href: '' }]);
    context.announce(text.added(text.item(header.length + 1)));
    focusSoon(fieldIdOf(`header.${header.length}.label`));
  };
  return (
    <section className="card staff-section menus-section" aria-labelledby="menus-header-heading">
      <h2 id="menus-header-heading">{text.header}</h2>
      {context.errors.header && (
        <p className="field-error" id={`${fieldIdOf('header')}-error`} tabIndex={-1}>
          {context.errors.header}
        </p>
      )}
      <RowHeadings />
      <ol className="menu-rows" aria-labelledby="menus-header-heading">
        {header.map((item, index) => {
          const place = text.item(index + 1);
          return (
            <li key={index} className="menu-entry">
              <MenuRow
                path={`header.${index}`}
                place={place}
                label={{ name: 'label', value: item.label, max: limits.headerLabel, onValue: (label) => set(index, { label }) }}
                href={{ value: item.href, onValue: (href) => set(index, { href }), onPick: (target) => set(index, { href: target.href, label: target.title }) }}
                index={index}
                count={header.length}
                context={context}
                onMove={(by) => actions.move(index, by)}
                onRemove={() => actions.remove(index)}
                add={addLinkTo(
                  item.children ?? [],
                  `header.${index}.children`,
                  place,
                  text.addChild(text.named(item.label, place)),
                  limits.children,
                  context,
                  (children) => set(index, { children }),
                )}
              />
              <LinkRows
                links={item.children ?? []}
                path={`header.${index}.children`}
                ownerPlace={place}
                ownerName={text.named(item.label, place)}
                labelMax={limits.childLabel}
                context={context}
                onChange={(children) => set(index, { children })}
              />
            </li>
          );
        })}
      </ol>
      {header.length < limits.headerItems && (
        <button id={`${fieldIdOf('header')}-add`} type="button" className="button button-secondary button-small menu-add" onClick={add}>
          {text.addItem}
        </button>
      )}
    </section>
  );
}

function FooterMenu({ footer, context, onChange }: { footer: FooterColumn[]; context: RowContext; onChange(footer: FooterColumn[]): void }) {
  const set = (index: number, patch: Partial<FooterColumn>) =>
    onChange(footer.map((column, position) => (position === index ? { ...column, ...patch } : column)));
  const actions = listActions(footer, 'footer', (index) => text.named(footer[index]!.heading, text.column(index + 1)), onChange, context);
  const add = () => {
    onChange([...footer, { heading: '', links: [] }]);
    context.announce(text.added(text.column(footer.length + 1)));
    focusSoon(fieldIdOf(`footer.${footer.length}.heading`));
  };
  return (
    <section className="card staff-section menus-section" aria-labelledby="menus-footer-heading">
      <h2 id="menus-footer-heading">{text.footer}</h2>
      {context.errors.footer && (
        <p className="field-error" id={`${fieldIdOf('footer')}-error`} tabIndex={-1}>
          {context.errors.footer}
        </p>
      )}
      <RowHeadings />
      <ol className="menu-rows" aria-labelledby="menus-footer-heading">
        {footer.map((column, index) => {
          const place = text.column(index + 1);
          return (
            <li key={index} className="menu-entry">
              <MenuRow
                path={`footer.${index}`}
                place={place}
                label={{ name: 'heading', value: column.heading, max: limits.footerHeading, onValue: (heading) => set(index, { heading }) }}
                index={index}
                count={footer.length}
                context={context}
                onMove={(by) => actions.move(index, by)}
                onRemove={() => actions.remove(index)}
                add={addLinkTo(
                  column.links,
                  `footer.${index}.links`,
                  place,
                  text.addLink(text.named(column.heading, place)),
                  limits.footerLinks,
                  context,
                  (links) => set(index, { links }),
                )}
              />
              <LinkRows
                links={column.links}
                path={`footer.${index}.links`}
                ownerPlace={place}
                ownerName={text.named(column.heading, place)}
                labelMax={limits.footerLabel}
                context={context}
                onChange={(links) => set(index, { links })}
              />
            </li>
          );
        })}
      </ol>
      {footer.length < limits.footerColumns && (
        <button id={`${fieldIdOf('footer')}-add`} type="button" className="button button-secondary button-small menu-add" onClick={add}>
          {text.addColumn}
        </button>
      )}
    </section>
  );
}

export function MenusEditor() {
  const [menus, setMenus] = useState<Menus | null>(null);
  const [failed, setFailed] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [announcement, setAnnouncement] = useState('');

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

  const context: RowContext = { errors, announce: setAnnouncement };

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
    // A field's own input, else (an error of a whole list, such as too many links) the error itself.
    if (first) requestAnimationFrame(() => (document.getElementById(fieldIdOf(first)) ?? document.getElementById(`${fieldIdOf(first)}-error`))?.focus());
    toast({ title: text.saveFailed, description: answer?.message ?? '', variant: 'destructive' });
  }

  return (
    <div className="dashboard-page staff-page menus-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
        <p id="menus-link-hint">{text.linkHint}</p>
      </header>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {conflict && (
        <div className="card" role="alert">
          <p>{text.conflict}</p>
          <button type="button" className="button button-secondary button-small" onClick={() => window.location.reload()}>
            {text.reload}
          </button>
        </div>
      )}
      <HeaderMenu header={menus.header} context={context} onChange={(header) => setMenus({ ...menus, header })} />
      <FooterMenu footer={menus.footer} context={context} onChange={(footer) => setMenus({ ...menus, footer })} />
      <div className="staff-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void save()}>
          {busy ? text.saving : text.save}
        </button>
      </div>
    </div>
  );
}

/**
 * The proof items a proof section picks for its page (docs/product/pages.md#proof): a checkbox per item of the
 * Proof list, grouped by kind; the value is their ids in the order picked. With none picked the section shows the
 * items placed on its page. The list is read once when the field is first drawn.
 */
import { useEffect, useState } from 'react';
import { pageProofCopy as copy } from '#content/page-warnings.ts';
import { dashboardProofPath } from '#shared/dashboard-paths.ts';
import { proofKindLabels, proofKinds, type ProofItem } from '#shared/proof-items.ts';
import { callApi } from '../../api/api-client.ts';
import { fieldIdOf } from './field-values.ts';
import type { FieldProps } from './FieldInput.tsx';

/** The words that name an item in the list. */
function nameOf(item: ProofItem): string {
  switch (item.kind) {
    case 'testimonial':
      return copy.testimonialName(item.person, item.practice);
    case 'case-study':
      return item.practiceType;
    default:
      return item.name;
  }
}

export function ProofItemsInput({ spec, value, path, onChange, ErrorText }: FieldProps & { ErrorText: (props: { path: string }) => React.ReactNode }) {
  const picked = Array.isArray(value) ? (value as number[]) : [];
  const [items, setItems] = useState<ProofItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void callApi<ProofItem[]>('GET', '/api/admin/proof').then((answer) => (answer.ok ? setItems(answer.data) : setFailed(true)));
  }, []);
  const id = fieldIdOf(path);
  const full = spec.maxItems !== undefined && picked.length >= spec.maxItems;
  const toggle = (itemId: number, on: boolean) => onChange(on ? [...picked, itemId] : picked.filter((other) => other !== itemId));
  // Picked ids the list no longer has: shown so that they can be removed (a save refuses them).
  const gone = items ? picked.filter((itemId) => !items.some((item) => item.id === itemId)) : [];
  return (
    <fieldset className="page-field page-field-proof" id={id} tabIndex={-1} aria-describedby={`${id}-help`}>
      <legend>{spec.label}</legend>
      <p className="staff-hint" id={`${id}-help`}>
        {spec.help} <a href={dashboardProofPath}>{copy.manage}</a>
      </p>
      <ErrorText path={path} />
      {failed && <p className="field-error">{copy.loadFailed}</p>}
      {items === null && !failed && <p className="staff-hint">{copy.loading}</p>}
      {items?.length === 0 && <p className="staff-hint">{copy.none}</p>}
      {items &&
        proofKinds.map((kind) => {
          const ofKind = items.filter((item) => item.kind === kind);
          return ofKind.length === 0 ? null : (
            <fieldset key={kind} className="page-field-proof-kind">
              <legend>{proofKindLabels[kind]}</legend>
              {ofKind.map((item) => {
                const on = picked.includes(item.id);
                const at = picked.indexOf(item.id);
                return (
                  <div key={item.id}>
                    <label className="page-field-check">
                      <input type="checkbox" checked={on} disabled={!on && full} onChange={(event) => toggle(item.id, event.target.checked)} /> {nameOf(item)}
                      {item.demo && ` ${copy.sample}`}
                    </label>
                    {on && <ErrorText path={`${path}.${at}`} />}
                  </div>
                );
              })}
            </fieldset>
          );
        })}
      {gone.map((itemId) => (
        <div key={itemId}>
          <label className="page-field-check">
            <input type="checkbox" checked onChange={() => toggle(itemId, false)} /> {copy.removed(itemId)}
          </label>
          <ErrorText path={`${path}.${picked.indexOf(itemId)}`} />
        </div>
      ))}
    </fieldset>
  );
}

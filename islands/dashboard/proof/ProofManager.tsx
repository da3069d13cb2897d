/**
 * The dashboard's Proof page (/dashboard/proof, owners and editors): each kind's items in
 * their order, with add, edit, delete and move up/down (docs/product/company.md#proof-items).
 */
import { useEffect, useState } from 'react';
import { proofCopy as text } from '#content/dashboard-company.ts';
import { proofKindLabels, proofKinds, type ProofItem, type ProofKind } from '#shared/proof-items.ts';
import { apiRequest } from '../api.ts';
import { useAction } from '../leads/use-action.ts';
import { ProofEditor } from './ProofEditor.tsx';
import type { ServiceChoice } from './ProofFields.tsx';
import '#components/text-field.css';
import '../settings/settings.css';
import './proof.css';

export interface ProofManagerProps {
  services: ServiceChoice[];
}

type Editing = { kind: ProofKind; item?: ProofItem } | null;

/** One line about an item: what a reader recognizes it by. */
function summary(item: ProofItem): string {
  switch (item.kind) {
    case 'testimonial':
      return `“${item.quote}” — ${item.person}, ${item.practice}`;
    case 'case-study':
      return `${item.practiceType}: ${item.problem}`;
    case 'certification':
      return `${item.name} (${item.issuer})`;
    case 'client-logo':
      return item.name;
  }
}

function placementText(item: ProofItem, services: ServiceChoice[]): string {
  const places = [
    item.placement.home && text.home,
    item.placement.uswha && text.uswha,
    ...item.placement.services.map((slug) => services.find((service) => service.slug === slug)?.title ?? slug),
  ].filter(Boolean);
  return places.length > 0 ? `${text.placement}: ${places.join(', ')}` : text.notPlaced;
}

export function ProofManager({ services }: ProofManagerProps) {
  const [items, setItems] = useState<ProofItem[] | null | 'failed'>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, run] = useAction();

  const load = () =>
    apiRequest<ProofItem[]>('GET', '/api/admin/proof')
      .then(setItems)
      .catch(() => setItems('failed'));
  useEffect(() => {
    void load();
  }, []);

  if (items === 'failed') return <p role="alert">{text.loadFailed}</p>;
  if (!items) return <p role="status">{text.loading}</p>;

  /** One call with its toast (useAction), then the list as the server now has it. */
  async function act(action: () => Promise<unknown>, done: string, failed: string) {
    await run(action, done, failed);
    await load();
  }

  const move = (kind: ProofKind, index: number, by: -1 | 1) => {
    const ids = (items as ProofItem[]).filter((item) => item.kind === kind).map((item) => item.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void act(() => apiRequest('PUT', '/api/admin/proof/order', { kind, ids }), text.reordered, text.reorderFailed);
  };

  return (
    <div className="dashboard-page proof-page">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      {proofKinds.map((kind) => {
        const ofKind = items.filter((item) => item.kind === kind);
        const headingId = `proof-${kind}-heading`;
        return (
          <section key={kind} className="proof-kind" aria-labelledby={headingId}>
            <div className="proof-kind-header">
              <h2 id={headingId}>{proofKindLabels[kind]}</h2>
              <button type="button" className="button button-primary" disabled={busy || editing !== null} onClick={() => setEditing({ kind })}>
                {text.add}: {proofKindLabels[kind]}
              </button>
            </div>
            {editing?.kind === kind && !editing.item && (
              <ProofEditor
                kind={kind}
                services={services}
                onDone={(saved) => {
                  setEditing(null);
                  if (saved) void load();
                }}
              />
            )}
            {ofKind.length === 0 ? (
              <p className="proof-empty">{text.empty}</p>
            ) : (
              <ol className="proof-list">
                {ofKind.map((item, index) => (
                  <li key={item.id} className="card proof-row">
                    {editing?.item?.id === item.id ? (
                      <ProofEditor
                        kind={kind}
                        item={item}
                        services={services}
                        onDone={(saved) => {
                          setEditing(null);
                          if (saved) void load();
                        }}
                      />
                    ) : (
                      <>
                        <p className="proof-summary">
                          {item.demo && <span className="badge badge-placeholder">{text.sample}</span>} {summary(item)}
                        </p>
                        <p className="proof-placement-text">{placementText(item, services)}</p>
                        <div className="settings-actions">
                          <button
                            type="button"
                            className="button button-secondary"
                            disabled={busy || editing !== null}
                            onClick={() => setEditing({ kind, item })}
                          >
                            {text.edit}
                          </button>
                          <button type="button" className="button button-secondary" disabled={busy || index === 0} onClick={() => move(kind, index, -1)}>
                            {text.moveUp}
                          </button>
                          <button
                            type="button"
                            className="button button-secondary"
                            disabled={busy || index === ofKind.length - 1}
                            onClick={() => move(kind, index, 1)}
                          >
                            {text.moveDown}
                          </button>
                          <button
                            type="button"
                            className="button button-danger"
                            disabled={busy}
                            onClick={() => {
                              if (window.confirm(text.confirmDelete))
                                void act(() => apiRequest('DELETE', `/api/admin/proof/${item.id}`), text.deleted, text.deleteFailed);
                            }}
                          >
                            {text.delete}
                          </button>
                        </div>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}

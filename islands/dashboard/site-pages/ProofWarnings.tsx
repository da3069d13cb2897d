/**
 * A guardrail that warns without blocking (docs/product/pages.md#guardrails): a visible proof section with no
 * proof item picked for it or placed on its page draws nothing on the public page, so the editor says so, with a
 * link to the section and to the Proof list. The items are read once when the editor opens.
 */
import { useEffect, useState } from 'react';
import { pageWarningsCopy as copy } from '#content/page-warnings.ts';
import { dashboardProofPath } from '#shared/dashboard-paths.ts';
import type { Section } from '#shared/page-sections/index.ts';
import { proofItemsOf, type ProofItem } from '#shared/proof-items.ts';
import { callApi } from '../../api/api-client.ts';

/** The visible proof sections that would draw nothing, with their positions (from 1). */
export function emptyProofSections(sections: readonly Section[], items: readonly ProofItem[]): { id: string; position: number }[] {
  return sections.flatMap((section, index) => {
    if (section.type !== 'proof' || section.hidden) return [];
    return proofItemsOf(items, section.placement, section.items).length > 0 ? [] : [{ id: section.id, position: index + 1 }];
  });
}

export function ProofWarnings({ sections }: { sections: readonly Section[] }) {
  const [items, setItems] = useState<ProofItem[] | null>(null);
  useEffect(() => {
    void callApi<ProofItem[]>('GET', '/api/admin/proof').then((answer) => answer.ok && setItems(answer.data));
  }, []);
  const empty = items ? emptyProofSections(sections, items) : [];
  if (empty.length === 0) return null;
  return (
    <div className="card page-warnings" role="status">
      <h2>{copy.heading}</h2>
      <ul>
        {empty.map(({ id, position }) => (
          <li key={id}>
            <a href={`#page-section-${id}-summary`}>{copy.emptyProof(position)}</a>
          </li>
        ))}
      </ul>
      <a href={dashboardProofPath}>{copy.placeItems}</a>
    </div>
  );
}

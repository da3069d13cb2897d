/** A dashboard card holding one list: its heading, then the failure, loading, empty or the table (children, a DataTable). */
import type { ReactNode } from 'react';
import { redirectsText as text } from '#content/dashboard-upkeep.ts';

export interface ListSectionProps {
  id: string;
  heading: string;
  intro?: string;
  failed: boolean;
  /** null while loading. */
  count: number | null;
  empty: string;
  children: ReactNode;
  /** Shown under the list (or its empty line) once loaded. */
  after?: ReactNode;
}

export function ListSection({ id, heading, intro, failed, count, empty, children, after }: ListSectionProps) {
  return (
    <section className="card staff-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {intro && <p>{intro}</p>}
      {failed ? (
        <p role="alert">{text.loadFailed}</p>
      ) : count === null ? (
        <p aria-live="polite">{text.loading}</p>
      ) : count === 0 ? (
        <p className="staff-empty">{empty}</p>
      ) : (
        children
      )}
      {!failed && count !== null && after}
    </section>
  );
}

import type { ReactNode } from 'react';

/** Two columns of cards, each under its own heading; the caller renders what a column holds. */
export function ColumnCards<C extends { heading: string }>({ columns, children }: { columns: readonly C[]; children: (column: C) => ReactNode }) {
  return (
    <div className="grid two-columns">
      {columns.map((column) => (
        <div key={column.heading} className="card column-card">
          <h3>{column.heading}</h3>
          {children(column)}
        </div>
      ))}
    </div>
  );
}

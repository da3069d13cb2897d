/**
 * A dashboard table (staff/staff.css): a region named by `label` that takes the focus and scrolls sideways on a
 * phone, one heading per column, and, with `actionsLabel`, a last column for each row's buttons whose heading
 * only screen readers hear. The rows are the children (each `<tr>`, its first cell a `<th scope="row">` where
 * one cell names the row).
 */
import type { ReactNode } from 'react';

export interface DataTableProps {
  /** The region's accessible name (what a screen reader announces when the focus reaches the table). */
  label: string;
  columns: readonly string[];
  /** The heading of a last column of row actions, read to screen readers only. */
  actionsLabel?: string;
  /** Classes beside `staff-table`, for a table's own column widths. */
  className?: string;
  children: ReactNode;
}

export function DataTable({ label, columns, actionsLabel, className, children }: DataTableProps) {
  return (
    <div className="staff-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `staff-table ${className}` : 'staff-table'}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
            {actionsLabel !== undefined && (
              <th scope="col">
                <span className="visually-hidden">{actionsLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export interface RowActionProps {
  /** What the button does to which row, as a screen reader says it ("Delete the rule: …"); the visible text is shorter. */
  label: string;
  disabled: boolean;
  onClick: () => void;
  /** Classes beside `button`: `button-secondary` unless the action is the row's main one. */
  className?: string;
  children: ReactNode;
}

/** A row's button, in the actions column (`actionsLabel`). */
export function RowAction({ label, disabled, onClick, className = 'button-secondary', children }: RowActionProps) {
  return (
    <td>
      <button type="button" className={`button ${className}`} disabled={disabled} aria-label={label} onClick={onClick}>
        {children}
      </button>
    </td>
  );
}

/** Move up, Move down (unless not `movable`) and Remove for item `index` of a list field; `what` names it for the Remove button. */
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';
import { moved } from './field-values.ts';

export function OrderButtons<T>({
  list,
  index,
  what,
  movable = true,
  onChange,
}: {
  list: T[];
  index: number;
  what: string;
  movable?: boolean;
  onChange(next: T[]): void;
}) {
  const small = 'button button-secondary button-small';
  return (
    <div className="page-item-actions">
      {movable && (
        <>
          <button type="button" className={small} disabled={index === 0} onClick={() => onChange(moved(list, index, index - 1))}>
            {copy.moveUp}
          </button>
          <button type="button" className={small} disabled={index === list.length - 1} onClick={() => onChange(moved(list, index, index + 1))}>
            {copy.moveDown}
          </button>
        </>
      )}
      <button type="button" className={small} aria-label={copy.removeItem(what)} onClick={() => onChange(list.filter((_, position) => position !== index))}>
        {copy.remove}
      </button>
    </div>
  );
}

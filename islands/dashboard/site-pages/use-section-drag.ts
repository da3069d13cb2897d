/**
 * Dragging a section by its handle to another place (docs/product/pages.md#the-page-editor), beside the Move
 * up and Move down buttons that do the same from the keyboard. Pointer events (mouse, pen and touch alike):
 * the handle captures the pointer, the place it would drop at is the number of other sections whose middle
 * is above the pointer, and the drop is one move, announced as a button's move is.
 */
import { useRef, useState, type PointerEvent } from 'react';

export interface SectionDrag {
  /** The section dragged and where it would go, while a drag lasts. */
  drag: { from: number; to: number } | null;
  listRef: React.RefObject<HTMLOListElement | null>;
  handleProps(index: number): {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(): void;
  };
}

export function useSectionDrag(onMove: (from: number, to: number) => void): SectionDrag {
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const current = useRef(drag);
  current.current = drag;
  const listRef = useRef<HTMLOListElement | null>(null);

  const placeAt = (from: number, y: number): number => {
    const items = [...(listRef.current?.children ?? [])];
    return items.filter((item, index) => {
      if (index === from) return false;
      const box = item.getBoundingClientRect();
      return box.top + box.height / 2 < y;
    }).length;
  };

  const handleProps = (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ from: index, to: index });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const now = current.current;
      if (!now) return;
      const to = placeAt(now.from, event.clientY);
      if (to !== now.to) setDrag({ from: now.from, to });
    },
    onPointerUp() {
      const now = current.current;
      setDrag(null);
      if (now && now.to !== now.from) onMove(now.from, now.to);
    },
    onPointerCancel() {
      setDrag(null);
    },
  });

  return { drag, listRef, handleProps };
}

/**
 * A tooltip for icon-only buttons (docs/product/interactions.md#tooltips): opens 700 ms after
 * the pointer rests or focus arrives, at once within 300 ms of another tooltip
 * closing (skip delay), 4px from its trigger; closes on pointer down, click,
 * blur, scroll or Escape. The button keeps its own accessible name; the tooltip
 * repeats it visually and is tied to it with aria-describedby only while shown.
 */
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import './tooltip.css';

export const openDelayMs = 700;
export const skipDelayMs = 300;
const sideOffsetPx = 4;

/** When the last tooltip closed, shared by every tooltip on the page. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

interface TriggerProps {
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: (...args: never[]) => void;
  'aria-describedby'?: string;
  ref?: unknown;
}

export function Tooltip({ content, children }: { content: string; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const trigger = useRef<HTMLElement | null>(null);
  const bubble = useRef<HTMLSpanElement | null>(null);
  // After a press the tooltip stays closed (the focus that comes with it must not reopen it) until the pointer leaves.
  const pressed = useRef(false);

  const cancel = () => window.clearTimeout(timer.current);
  const close = () => {
    cancel();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };
  const scheduleOpen = () => {
    cancel();
    if (pressed.current) return;
    const delay = performance.now() - lastClosedAt < skipDelayMs ? 0 : openDelayMs;
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    // Above the trigger, centred; below when there is no room (element.style from JS is allowed by the CSP).
    const anchor = trigger.current?.getBoundingClientRect();
    const tip = bubble.current;
    if (anchor && tip) {
      const { width, height } = tip.getBoundingClientRect();
      const above = anchor.top - height - sideOffsetPx >= 0;
      tip.style.top = `${above ? anchor.top - height - sideOffsetPx : anchor.bottom + sideOffsetPx}px`;
      tip.style.left = `${Math.max(4, Math.min(window.innerWidth - width - 4, anchor.left + anchor.width / 2 - width / 2))}px`;
    }
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, { capture: true });
    };
  }, [open]);

  useEffect(() => cancel, []);

  const props = children.props;
  return (
    <>
      {cloneElement(children, {
        ref: (element: HTMLElement | null) => {
          trigger.current = element;
        },
        'aria-describedby': open ? id : undefined,
        onPointerEnter: () => {
          props.onPointerEnter?.();
          scheduleOpen();
        },
        onPointerLeave: () => {
          props.onPointerLeave?.();
          pressed.current = false;
          close();
        },
        onPointerDown: () => {
          props.onPointerDown?.();
          pressed.current = true;
          close();
        },
        onFocus: () => {
          props.onFocus?.();
          scheduleOpen();
        },
        onBlur: () => {
          props.onBlur?.();
          pressed.current = false;
          close();
        },
        onClick: (...args: never[]) => {
          pressed.current = true;
          close();
          props.onClick?.(...args);
        },
      })}
      {open && (
        <span ref={bubble} id={id} role="tooltip" className="tooltip">
          {content}
        </span>
      )}
    </>
  );
}

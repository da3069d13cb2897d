/**
 * The autosave of an editor page (decision 030): an Autosaver (autosaver.ts) that saves with the newest
 * `save` function, the status it reports, and the guards that keep work from being lost: a save when the page
 * is hidden, the browser's question before leaving with unsaved changes (and the same question on the app's
 * own links, which the browser does not ask about), and a retry as soon as the network is back.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Autosaver, type AutosaveStatus, type SaveOutcome } from './autosaver.ts';

export interface AutosaveHandle {
  status: AutosaveStatus;
  /** For a status learnt outside the autosave (a Publish answered with a conflict). */
  setStatus(status: AutosaveStatus): void;
  /** Null until the page has started. */
  saver: RefObject<Autosaver | null>;
}

/** `save` performs one save of what the editor holds; `leaveQuestion` asks before a link leaves unsaved work. */
export function useAutosave(save: (keepalive: boolean) => Promise<SaveOutcome>, leaveQuestion: string): AutosaveHandle {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'clean' });
  const saver = useRef<Autosaver | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  const question = useRef(leaveQuestion);
  question.current = leaveQuestion;

  useEffect(() => {
    const autosaver = new Autosaver({ save: (keepalive) => saveRef.current(keepalive), onStatus: setStatus });
    saver.current = autosaver;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosaver.unsaved) return;
      void autosaver.flush(true);
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void autosaver.flush(true);
    };
    // The app's own links ask first too (the browser's dialog comes only with a reload, close or typed address).
    const onClick = (event: MouseEvent) => {
      if (!autosaver.unsaved || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.hash) return;
      if (!window.confirm(question.current)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onOnline = () => autosaver.online();
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('click', onClick, true);
    window.addEventListener('online', onOnline);
    return () => {
      autosaver.dispose();
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return { status, setStatus, saver };
}

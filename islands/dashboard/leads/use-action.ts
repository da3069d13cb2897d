/** One API action at a time with a toast for its outcome: `busy` while it runs (to disable buttons). */
import { useState } from 'react';
import { toast } from '../../toast/toast.ts';
import { apiMessage } from '../api.ts';

export function useAction(): [busy: boolean, run: (action: () => Promise<unknown>, done: string, failed: string) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    setBusy(true);
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      toast({ title: failed, description: apiMessage(error) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}

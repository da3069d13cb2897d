/**
 * How much of the site's image storage is used, against the quota the operator set (STORAGE_QUOTA_MB;
 * docs/product/media.md#storage-quota): a meter with its words beside it, read again whenever the list
 * changes (an upload or a delete).
 */
import { useEffect, useId, useState } from 'react';
import { formatBytes, mediaLibraryCopy as copy } from '#content/media-library.ts';
import type { StorageUsage as Usage } from '#shared/media.ts';
import { apiRequest } from '../api.ts';

export function StorageUsage({ refreshOn }: { refreshOn: unknown }) {
  // undefined while loading; null when it could not be read (the page works without it).
  const [usage, setUsage] = useState<Usage | null | undefined>(undefined);
  const id = useId();

  useEffect(() => {
    let current = true;
    apiRequest<Usage>('GET', '/api/admin/media/usage').then(
      (answer) => current && setUsage(answer),
      () => current && setUsage(null),
    );
    return () => {
      current = false;
    };
  }, [refreshOn]);

  if (usage === undefined) {
    return (
      <p className="media-storage media-hint" role="status">
        {copy.storageLoading}
      </p>
    );
  }
  if (usage === null) return null;
  const percent = Math.min(100, Math.round((100 * usage.usedBytes) / usage.quotaBytes));
  return (
    <div className="media-storage">
      <label htmlFor={id}>{copy.storageLabel}</label>
      <meter
        id={id}
        min={0}
        max={usage.quotaBytes}
        value={Math.min(usage.usedBytes, usage.quotaBytes)}
        high={usage.quotaBytes * 0.9}
        optimum={0}
        aria-describedby={`${id}-words`}
      />
      <span id={`${id}-words`} className="media-hint">
        {copy.storageUsed(formatBytes(usage.usedBytes), formatBytes(usage.quotaBytes), percent)}
      </span>
    </div>
  );
}

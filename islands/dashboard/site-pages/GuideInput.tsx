/**
 * The guide a guide section offers (docs/product/guides.md#the-section): a select of the Guides list by title; the
 * value is the guide's id, or none (the section then draws nothing). The list is read once when the field is first
 * drawn, as the proof items' field does.
 */
import { useEffect, useState } from 'react';
import { guideFieldCopy as copy } from '#content/dashboard-guides.ts';
import { dashboardGuidesPath } from '#shared/dashboard-paths.ts';
import type { Guide } from '#shared/guides.ts';
import { callApi } from '../../api/api-client.ts';
import { fieldIdOf } from './field-values.ts';
import type { FieldProps } from './FieldInput.tsx';

export function GuideInput({ spec, value, path, errors, onChange, ErrorText }: FieldProps & { ErrorText: (props: { path: string }) => React.ReactNode }) {
  const chosen = typeof value === 'number' ? value : undefined;
  const [guides, setGuides] = useState<Guide[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void callApi<{ guides: Guide[] }>('GET', '/api/admin/guides').then((answer) => (answer.ok ? setGuides(answer.data.guides) : setFailed(true)));
  }, []);
  const id = fieldIdOf(path);
  // A chosen guide the list no longer has: shown so that it can be changed (a save refuses it).
  const gone = guides !== null && chosen !== undefined && !guides.some((guide) => guide.id === chosen);
  const described = [errors[path] ? `${id}-error` : '', `${id}-help`].filter(Boolean).join(' ');
  return (
    <div className="page-field">
      <label htmlFor={id}>{spec.label}</label>
      <select
        id={id}
        className="text-field"
        value={chosen === undefined ? '' : String(chosen)}
        disabled={guides === null && !failed}
        aria-invalid={errors[path] ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{copy.none}</option>
        {guides?.map((guide) => (
          <option key={guide.id} value={String(guide.id)}>
            {guide.title}
          </option>
        ))}
        {gone && <option value={String(chosen)}>{copy.removed(chosen)}</option>}
        {guides === null && chosen !== undefined && <option value={String(chosen)}>{copy.loading}</option>}
      </select>
      <p className="staff-hint" id={`${id}-help`}>
        {failed ? copy.loadFailed : guides?.length === 0 ? copy.empty : spec.help} <a href={dashboardGuidesPath}>{copy.manage}</a>
      </p>
      <ErrorText path={path} />
    </div>
  );
}

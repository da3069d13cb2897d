/**
 * The Redirects page (/dashboard/redirects, owners and editors; docs/product/redirects.md#dashboard):
 * the rules with Delete, the form that adds one, and the missing pages of the 404 log, whose
 * "Redirect this…" fills the form.
 */
import { useEffect, useState } from 'react';
import { redirectsText as text } from '#content/dashboard-upkeep.ts';
import type { MissingPathsReport, RedirectRule } from '#shared/redirect-rules.ts';
import { apiRequest } from '../api.ts';
import { useAction } from '../leads/use-action.ts';
import { ListSection } from './ListSection.tsx';
import { PathText } from './PathText.tsx';
import { MissingPaths } from './MissingPaths.tsx';
import { RuleForm } from './RuleForm.tsx';
import '../staff/staff.css';
import './redirects.css';
import type { SiteZoneProps } from '../../registry.ts';
import { DataTable, RowAction } from '../DataTable.tsx';

function useList<T>(path: string): [T[] | null, boolean, (update: (list: T[]) => T[]) => void] {
  const [list, setList] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiRequest<T[]>('GET', path).then(setList, () => setFailed(true));
  }, [path]);
  return [list, failed, (update) => setList((current) => update(current ?? []))];
}

export function RedirectsPage({ timeZone }: SiteZoneProps) {
  const [rules, rulesFailed, updateRules] = useList<RedirectRule>('/api/admin/redirects');
  const [missing, setMissing] = useState<MissingPathsReport | null>(null);
  const [missingFailed, setMissingFailed] = useState(false);
  useEffect(() => {
    apiRequest<MissingPathsReport>('GET', '/api/admin/not-found').then(setMissing, () => setMissingFailed(true));
  }, []);
  const [prefill, setPrefill] = useState<{ from: string; seq: number } | null>(null);
  const [busy, run] = useAction();

  const remove = (rule: RedirectRule) => {
    if (!window.confirm(text.confirmRemove(rule.source, rule.target))) return;
    void run(
      async () => {
        await apiRequest('DELETE', `/api/admin/redirects/${rule.id}`);
        updateRules((list) => list.filter((other) => other.id !== rule.id));
      },
      text.removed,
      text.removeFailed,
    );
  };

  return (
    <div className="dashboard-page staff-page redirects-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      <ListSection id="rules-heading" heading={text.rulesHeading} failed={rulesFailed} count={rules?.length ?? null} empty={text.noRules}>
        <DataTable label={text.rulesTable} columns={[text.from, text.to, text.status]} actionsLabel={text.remove}>
          {rules?.map((rule) => (
            <tr key={rule.id} data-source={rule.source}>
              <th scope="row">
                <PathText value={rule.source} />
              </th>
              <td>
                <PathText value={rule.target} />
              </td>
              <td>{rule.status}</td>
              <RowAction label={text.removeRule(rule.source)} disabled={busy} onClick={() => remove(rule)}>
                {text.remove}
              </RowAction>
            </tr>
          ))}
        </DataTable>
      </ListSection>
      <RuleForm prefill={prefill} onAdded={(rule) => updateRules((list) => [...list, rule].sort((a, b) => a.source.localeCompare(b.source)))} />
      <MissingPaths
        report={missing}
        failed={missingFailed}
        timeZone={timeZone}
        onRedirect={(path) => setPrefill((current) => ({ from: path, seq: (current?.seq ?? 0) + 1 }))}
      />
    </div>
  );
}

/**
 * The Sequences page (/dashboard/sequences, owners and editors; docs/product/sequences.md#in-the-dashboard): the
 * sequences with their trigger, emails and people in them now; "New sequence" and each row's Edit open the editor.
 */
import { useEffect, useState } from 'react';
import { sequencesText as text, triggerNames } from '#content/sequences.ts';
import type { SequenceSummary } from '#shared/sequences.ts';
import { apiRequest } from '../api.ts';
import { DataTable, RowAction } from '../DataTable.tsx';
import { ListSection } from '../redirects/ListSection.tsx';
import { SequenceEditor } from './SequenceEditor.tsx';
import '../staff/staff.css';
import './sequences.css';

export function SequencesPage() {
  const [sequences, setSequences] = useState<SequenceSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const load = () =>
    apiRequest<{ sequences: SequenceSummary[] }>('GET', '/api/admin/sequences').then(
      (answer) => setSequences(answer.sequences),
      () => setFailed(true),
    );
  useEffect(() => {
    void load();
  }, []);

  return (
    <div className="dashboard-page staff-page sequences-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      {editing !== null ? (
        <SequenceEditor
          key={editing}
          id={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void load();
          }}
        />
      ) : (
        <>
          <div className="staff-actions">
            <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
              {text.create}
            </button>
          </div>
          <ListSection id="sequences-heading" heading={text.listHeading} failed={failed} count={sequences?.length ?? null} empty={text.none}>
            <DataTable
              label={text.listTable}
              columns={[text.columns.name, text.columns.trigger, text.columns.steps, text.columns.active, text.columns.state]}
              actionsLabel={text.edit}
            >
              {sequences?.map((sequence) => (
                <tr key={sequence.id}>
                  <th scope="row">{sequence.name}</th>
                  <td>{triggerNames[sequence.trigger]}</td>
                  <td>{sequence.stepCount}</td>
                  <td>{sequence.activeCount}</td>
                  <td>{sequence.active ? text.on : text.off}</td>
                  <RowAction label={text.editNamed(sequence.name)} disabled={false} onClick={() => setEditing(sequence.id)}>
                    {text.edit}
                  </RowAction>
                </tr>
              ))}
            </DataTable>
          </ListSection>
        </>
      )}
    </div>
  );
}

/**
 * Assignment (docs/product/leads.md#assignment): leads go in turns unless a rule sends a contact subject or a
 * revenue check specialty to one person. The rules with Delete, and the form that adds one (POST and DELETE
 * /api/admin/lead-routing/rules); the people are the active sales and owner accounts.
 */
import { useEffect, useState } from 'react';
import { leadSettingsText as text } from '#content/dashboard-lead-settings.ts';
import { specialtyNames } from '#content/revenue-check.ts';
import { uswha } from '#content/uswha.ts';
import { defaultContactSubject } from '#shared/contact-fields.ts';
import { revenueCheckSpecialties, type RevenueCheckSpecialty } from '#shared/revenue-check.ts';
import type { Role } from '#shared/roles.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { useAction } from '../leads/use-action.ts';
import { useFormErrors } from '../use-form-errors.tsx';
import { DataTable, RowAction } from '../DataTable.tsx';

export interface AssignmentRule {
  id: number;
  subject: string | null;
  specialty: string | null;
  userId: number;
  username: string;
}

interface Person {
  id: number;
  username: string;
  role: Role;
  active: boolean;
}

const ruleText = (rule: AssignmentRule) =>
  rule.subject !== null ? text.subjectIs(rule.subject) : text.specialtyIs(specialtyNames[rule.specialty as RevenueCheckSpecialty] ?? rule.specialty ?? '');

export function AssignmentRules({ rules, onChange }: { rules: AssignmentRule[]; onChange(rules: AssignmentRule[]): void }) {
  const [busy, run] = useAction();
  const remove = (rule: AssignmentRule) => {
    if (!window.confirm(text.confirmRemove(ruleText(rule)))) return;
    void run(
      async () => {
        await apiRequest('DELETE', `/api/admin/lead-routing/rules/${rule.id}`);
        onChange(rules.filter((other) => other.id !== rule.id));
      },
      text.removed,
      text.removeFailed,
    );
  };
  return (
    <section className="card staff-section lead-rules" aria-labelledby="rules-heading">
      <h2 id="rules-heading">{text.rulesHeading}</h2>
      <p>{text.rulesIntro}</p>
      {rules.length === 0 ? (
        <p>{text.noRules}</p>
      ) : (
        <DataTable label={text.rulesTable} columns={[text.when, text.goesTo]} actionsLabel={text.remove}>
          {rules.map((rule) => (
            <tr key={rule.id} data-rule-id={rule.id}>
              <th scope="row">{ruleText(rule)}</th>
              <td>{rule.username}</td>
              <RowAction label={text.removeRule(ruleText(rule))} disabled={busy} onClick={() => remove(rule)}>
                {text.remove}
              </RowAction>
            </tr>
          ))}
        </DataTable>
      )}
      <RuleForm onAdded={(rule) => onChange([...rules, rule])} />
    </section>
  );
}

function RuleForm({ onAdded }: { onAdded(rule: AssignmentRule): void }) {
  const [people, setPeople] = useState<Person[] | null | undefined>(undefined);
  const [kind, setKind] = useState<'subject' | 'specialty'>('subject');
  const [subject, setSubject] = useState('');
  const [specialty, setSpecialty] = useState<RevenueCheckSpecialty>(revenueCheckSpecialties[0]);
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();

  useEffect(() => {
    apiRequest<Person[]>('GET', '/api/admin/users').then(
      (users) => setPeople(users.filter((user) => user.active && (user.role === 'sales' || user.role === 'owner'))),
      () => setPeople(null),
    );
  }, []);
  if (people === null) return <p>{text.noPeople}</p>;

  const add = async () => {
    setBusy(true);
    try {
      const body = { ...(kind === 'subject' ? { subject: subject.trim() } : { specialty }), userId: userId === '' ? null : Number(userId) };
      onAdded(await apiRequest<AssignmentRule>('POST', '/api/admin/lead-routing/rules', body));
      form.setErrors({});
      setSubject('');
      toast({ title: text.ruleAdded });
    } catch (failure) {
      form.showFailure(failure);
      toast({ title: text.ruleFailed, description: apiMessage(failure) ?? '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="lead-rule-form"
      aria-labelledby="rule-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <h3 id="rule-form-heading">{text.addHeading}</h3>
      <fieldset className="lead-settings-choice">
        <legend>{text.matchBy}</legend>
        {(['subject', 'specialty'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="rule-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {value === 'subject' ? text.bySubject : text.bySpecialty}
          </label>
        ))}
      </fieldset>
      {kind === 'subject' ? (
        <div className="staff-field">
          <label htmlFor={form.fieldId('subject')}>{text.subject}</label>
          <input {...form.inputProps('subject', true)} list="lead-rule-subjects" value={subject} onChange={(event) => setSubject(event.target.value)} />
          <datalist id="lead-rule-subjects">
            <option value={defaultContactSubject} />
            <option value={uswha.contactSubject} />
          </datalist>
          <p className="staff-hint" id={`${form.fieldId('subject')}-hint`}>
            {text.subjectHint}
          </p>
          {form.errorOf('subject')}
        </div>
      ) : (
        <div className="staff-field">
          <label htmlFor={form.fieldId('specialty')}>{text.specialty}</label>
          <select {...form.inputProps('specialty')} value={specialty} onChange={(event) => setSpecialty(event.target.value as RevenueCheckSpecialty)}>
            {revenueCheckSpecialties.map((value) => (
              <option key={value} value={value}>
                {specialtyNames[value]}
              </option>
            ))}
          </select>
          {form.errorOf('specialty')}
        </div>
      )}
      <div className="staff-field">
        <label htmlFor={form.fieldId('userId')}>{text.person}</label>
        <select {...form.inputProps('userId')} value={userId} onChange={(event) => setUserId(event.target.value)}>
          <option value="">{text.choosePerson}</option>
          {people?.map((person) => (
            <option key={person.id} value={person.id}>
              {person.username}
            </option>
          ))}
        </select>
        {form.errorOf('userId')}
      </div>
      <div className="staff-actions">
        <button type="submit" className="button button-primary" disabled={busy || people === undefined}>
          {text.addRule}
        </button>
      </div>
    </form>
  );
}

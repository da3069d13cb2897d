/** The webhook's delivery log (the 50 newest): event, lead, status, the receiver's status code, attempts, and "Resend". */
import { leadSettingsText as text } from '#content/dashboard-lead-settings.ts';
import { dashboardLeadPath } from '#shared/dashboard-paths.ts';
import { apiRequest } from '../api.ts';
import { useAction } from '../leads/use-action.ts';
import { DataTable, RowAction } from '../DataTable.tsx';

export interface Delivery {
  id: number;
  messageId: string;
  event: string;
  contactId: number | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  createdAt: string;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function WebhookDeliveries({ deliveries, onResent }: { deliveries: Delivery[]; onResent(delivery: Delivery): void }) {
  const [busy, run] = useAction();
  const resend = (delivery: Delivery) =>
    void run(
      async () => {
        const sent = await apiRequest<Delivery | null>('POST', `/api/admin/lead-webhook/deliveries/${delivery.id}/resend`);
        if (sent) onResent(sent);
      },
      text.resent,
      text.resendFailed,
    );
  return (
    <>
      <h3>{text.deliveriesHeading}</h3>
      {deliveries.length === 0 ? (
        <p>{text.noDeliveries}</p>
      ) : (
        <DataTable
          label={text.deliveriesTable}
          columns={[text.sent, text.event, text.lead, text.status, text.code, text.attempts]}
          actionsLabel={text.resend}
          className="lead-deliveries"
        >
          {deliveries.map((delivery) => (
            <tr key={delivery.id} data-delivery-id={delivery.id}>
              <td>{when(delivery.createdAt)}</td>
              <td>{delivery.event}</td>
              <td>{delivery.contactId !== null ? <a href={dashboardLeadPath(delivery.contactId)}>#{delivery.contactId}</a> : '—'}</td>
              <td className={`lead-delivery-${delivery.status}`}>{text.statusNames[delivery.status]}</td>
              <td title={delivery.lastError ?? undefined}>{delivery.lastStatusCode ?? (delivery.lastError ? delivery.lastError : '—')}</td>
              <td>{delivery.attempts}</td>
              <RowAction label={text.resendDelivery(delivery.id)} disabled={busy} onClick={() => resend(delivery)}>
                {text.resend}
              </RowAction>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

/**
 * The subscriber list as the dashboard reads it from the API (docs/product/api.md#subscriptions): a subscriber,
 * their history and what an import did.
 */
import type { SubscriberState, SubscriptionTopic } from './subscriptions.ts';

export interface ListedSubscriber {
  id: number;
  email: string;
  state: SubscriberState;
  topics: SubscriptionTopic[];
  createdAt: string;
  confirmedAt: string | null;
}

export interface SubscriberHistoryAnswer extends ListedSubscriber {
  history: {
    consents: { form: string; page: string; wording: string; createdAt: string; confirmedAt: string | null; attestedBy: string | null }[];
    events: { kind: string; detail: string; createdAt: string }[];
    emails: {
      newsletterId: number | null;
      subject: string | null;
      status: string;
      sentAt: string | null;
      deliveredAt: string | null;
      complainedAt: string | null;
    }[];
  };
}

export interface ImportAnswer {
  /** New addresses. */
  added: number;
  /** Confirmed at once (an owner attested prior opt-in). */
  confirmed: number;
  /** Asked to confirm. */
  pending: number;
  /** Already confirmed or unsubscribed: left as they were. */
  unchanged: number;
  /** Bounced or complained before: never added back. */
  suppressed: number;
  /** The same address more than once in the file. */
  duplicates: number;
  confirmationsQueued: number;
}

/** The largest list an import takes, in characters (about 30,000 addresses). */
export const maxImportCharacters = 1_000_000;
export const importBasisMax = 500;

/** A newsletter as the dashboard's API answers it (docs/product/api.md#subscriptions). */
import type { SubscriptionTopic } from './subscriptions.ts';

export type NewsletterStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

export interface NewsletterSummary {
  id: number;
  subject: string;
  postId: number | null;
  topics: SubscriptionTopic[];
  status: NewsletterStatus;
  sendAt: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface NewsletterDetail extends NewsletterSummary {
  bodyHtml: string;
  /** Whatever the server counts (recipients, sent, bounced…; delivered and complained from the provider's events). */
  counts: Record<string, number>;
  /** The confirmed subscribers a send would reach now. */
  audience: number;
  /** Clicks per link, when click counting was on as it was sent. */
  links: { url: string; clicks: number }[];
}

export interface NewsletterSettingsView {
  countClicks: boolean;
  postalAddress: boolean;
  mailConfigured: boolean;
  yourEmail: string | null;
}

/** The counts shown first, in this order; any other key the server adds follows. */
export const countOrder = ['recipients', 'sent', 'delivered', 'bounced', 'complained', 'unsubscribed', 'failed', 'unknown', 'skipped', 'queued'];

/**
 * Subscriptions (docs/product/subscriptions.md): the topics a reader picks, the field limits the forms and the
 * server share, the addresses of the links in every email, and what a no-JavaScript subscribe form shows
 * after it was sent. The topics' names are copy: content/subscriptions.ts.
 */
import type { FieldError } from './field-error.ts';

export const subscriptionTopics = ['blog-digest', 'obgyn-billing'] as const;
export type SubscriptionTopic = (typeof subscriptionTopics)[number];

/** The topics' names as readers see them (content/subscriptions.ts hands them to the forms; the page editor offers them). */
export const subscriptionTopicNames: Record<SubscriptionTopic, string> = {
  'blog-digest': 'Blog digest',
  'obgyn-billing': 'OB-GYN billing updates',
};

export const subscriberStates = ['pending', 'confirmed', 'unsubscribed', 'suppressed'] as const;
export type SubscriberState = (typeof subscriberStates)[number];

/** Where a subscribe form sits; recorded with the consent. */
export const subscribeForms = ['subscribe-page', 'section', 'post', 'contact', 'revenue-check', 'booking', 'import'] as const;
export type SubscribeForm = (typeof subscribeForms)[number];

export const subscribeLimits = { email: 254, source: 300 } as const;

/**
 * The unticked "also send me the newsletter" box of the contact, revenue-check and booking forms: its field, and
 * the value a ticked box posts (the JSON API takes `true` or `false`).
 */
export const subscribeOptionField = 'subscribe';
export const subscribeOptionTicked = 'yes';

export const subscribePath = '/subscribe';
export const confirmSubscriptionPath = (token: string) => `/subscribe/confirm/${token}`;
export const preferencesPath = (token: string) => `/subscribe/preferences/${token}`;
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;
/** A newsletter link's counted redirect (docs/product/subscriptions.md#click-counting): the token names the link, never a person. */
export const clickPath = (token: string) => `/e/c/${token}`;

/** What the /subscribe page shows besides the form: the outcome of a link or of a form sent without JavaScript. */
export type SubscriptionNotice =
  | { kind: 'sent' }
  | { kind: 'confirmed' }
  | { kind: 'unsubscribe'; action: string; done: boolean }
  | { kind: 'preferences'; action: string; topics: SubscriptionTopic[]; saved: boolean; state: SubscriberState };

export interface SubscribeFormState {
  values: { email?: string };
  errors: FieldError[];
  formError?: string;
}

declare global {
  namespace Vike {
    interface PageContext {
      subscriptionNotice?: SubscriptionNotice;
      subscribeForm?: SubscribeFormState;
    }
  }
}

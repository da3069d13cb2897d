/** The words of subscribing (docs/product/subscriptions.md), written once: the forms, the emails and the consent record use them. */
import { subscriptionTopicNames, type SubscriptionTopic } from '#shared/subscriptions.ts';

export const topicLabels: Record<SubscriptionTopic, string> = subscriptionTopicNames;

/** The exact sentence beside every subscribe form; stored with each consent as shown. */
export const consentWording =
  'Email me the newsletters I pick. I will get an email to confirm first, and every email has a link to unsubscribe or change what I get.';

/** The words beside the unticked box of the contact, revenue-check and booking forms; stored with the consent as shown. */
export const subscribeOptionWording =
  'Also send me the newsletter: practical notes on medical billing and the revenue cycle. I will get an email to confirm first, and every email has a link to unsubscribe.';

export const subscribeCopy = {
  heading: 'Get our newsletter',
  intro: 'Practical notes on medical billing and the revenue cycle, when we have something worth reading. No spam, no sharing your address.',
  emailLabel: 'Email address',
  topicsLegend: 'What would you like to get?',
  submit: 'Subscribe',
  /** The one answer to every address, new or known (no enumeration). */
  accepted: 'Thank you. If this address can be subscribed, we have sent it an email with a link to confirm. The link works for 48 hours.',
  confirmedHeading: 'Your subscription is confirmed',
  confirmedText: 'Thank you. You will get the emails you chose; every one has a link to change them or to unsubscribe.',
  unsubscribeHeading: 'Unsubscribe',
  unsubscribeText: 'Press the button to stop all our newsletters to this address.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedHeading: 'You are unsubscribed',
  unsubscribedText: 'We will not send you newsletters again. If this was a mistake, you can subscribe again from this page.',
  preferencesHeading: 'Your email preferences',
  preferencesSave: 'Save my choices',
  preferencesSaved: 'Your choices are saved.',
  rateLimited: 'You have sent several requests in a short time. Please wait 10 minutes and try again.',
  confirmSubject: 'Confirm your subscription',
  confirmText:
    'Someone, probably you, asked to get our newsletter at this address. Confirm with the button below; if it was not you, ignore this email and nothing will be sent.',
  confirmAction: 'Confirm my subscription',
  confirmNote: 'The link works for 48 hours.',
} as const;

// The subscribe section (docs/product/subscriptions.md#subscribing): the no-JavaScript subscribe form under a
// heading and a short text, offering the topics the marketer picks.
import { subscriptionTopicNames, subscriptionTopics } from '../subscriptions.ts';
import { headed } from './fields.ts';
import type { SectionKindSpec } from './specs.ts';

export const subscribe: SectionKindSpec<'subscribe'> = {
  type: 'subscribe',
  label: 'Subscribe form',
  description: 'The newsletter sign-up form with a heading and a short text; visitors confirm by email before anything is sent.',
  fields: [
    ...headed(80, 240),
    {
      name: 'topics',
      label: 'Topics offered',
      kind: 'choices',
      options: subscriptionTopics.map((topic) => ({ value: topic, label: subscriptionTopicNames[topic] })),
      minItems: 1,
      help: 'The visitor sees a checkbox for each, ticked; they receive only the newsletters of the topics they keep.',
    },
  ],
  example: () => ({
    id: '',
    type: 'subscribe',
    anchor: '',
    heading: 'Get our newsletter',
    intro: 'Practical notes on medical billing and the revenue cycle, when we have something worth reading.',
    topics: [...subscriptionTopics],
  }),
};

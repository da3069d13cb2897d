// A page's subscribe section (docs/product/subscriptions.md#subscribing): the site's subscribe form, which posts to
// /subscribe without JavaScript, under the section's heading and text, offering the section's topics. The form
// names the page as its source, so the consent records the page and "section" as the form.
import { SubscribeForm } from '#components/subscribe/SubscribeForm.tsx';
import type { SubscribeSection } from '#shared/page-sections/index.ts';
import { subscriptionTopics, type SubscriptionTopic } from '#shared/subscriptions.ts';

export function SubscribeBlock({ section, id, path }: { section: SubscribeSection; id: string; path: string }) {
  const topics = section.topics.filter((topic): topic is SubscriptionTopic => (subscriptionTopics as readonly string[]).includes(topic));
  return (
    <section id={id} className={`section section-subscribe${section.muted ? ' section-muted' : ''}`}>
      <div className="container subscribe-section">
        <SubscribeForm source={path} idPrefix={`subscribe-${id}`} heading={section.heading} intro={section.intro} topics={topics} />
      </div>
    </section>
  );
}

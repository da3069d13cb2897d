// https://vike.dev/Page: /subscribe (docs/product/subscriptions.md): the form, or what a link from an email did:
// confirmed, the unsubscribe button (a form, no script), the topics to change.
import { SubscribeForm } from '#components/subscribe/SubscribeForm.tsx';
import { subscribeCopy, topicLabels } from '#content/subscriptions.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import { subscriptionTopics, type SubscriptionNotice } from '#shared/subscriptions.ts';

export default function Page() {
  const { subscriptionNotice: notice, subscribeForm } = usePageContext();
  return (
    <section className="section">
      <div className="container subscribe-page">
        {notice ? <Notice notice={notice} /> : <SubscribeForm source="/subscribe" idPrefix="subscribe" state={subscribeForm} headingLevel="h1" />}
      </div>
    </section>
  );
}

function Notice({ notice }: { notice: SubscriptionNotice }) {
  if (notice.kind === 'sent') {
    return (
      <>
        <h1>{subscribeCopy.heading}</h1>
        <p className="lead" role="status">
          {subscribeCopy.accepted}
        </p>
      </>
    );
  }
  if (notice.kind === 'confirmed') {
    return (
      <>
        <h1>{subscribeCopy.confirmedHeading}</h1>
        <p className="lead">{subscribeCopy.confirmedText}</p>
      </>
    );
  }
  if (notice.kind === 'unsubscribe') {
    return notice.done ? (
      <>
        <h1>{subscribeCopy.unsubscribedHeading}</h1>
        <p className="lead">{subscribeCopy.unsubscribedText}</p>
        <SubscribeForm source="/subscribe" idPrefix="subscribe" />
      </>
    ) : (
      <>
        <h1>{subscribeCopy.unsubscribeHeading}</h1>
        <p className="lead">{subscribeCopy.unsubscribeText}</p>
        <form method="post" action={notice.action}>
          <button type="submit" className="button button-primary">
            {subscribeCopy.unsubscribeButton}
          </button>
        </form>
      </>
    );
  }
  return (
    <>
      <h1>{subscribeCopy.preferencesHeading}</h1>
      {notice.saved && (
        <p className="lead" role="status">
          {subscribeCopy.preferencesSaved}
        </p>
      )}
      <form className="subscribe-form card" method="post" action={notice.action}>
        <fieldset className="subscribe-topics">
          <legend>{subscribeCopy.topicsLegend}</legend>
          {subscriptionTopics.map((topic) => (
            <label key={topic} className="subscribe-topic">
              <input type="checkbox" name="topics[]" value={topic} defaultChecked={notice.topics.includes(topic)} /> {topicLabels[topic]}
            </label>
          ))}
        </fieldset>
        <input type="hidden" name="save" value="1" />
        <button type="submit" className="button button-primary">
          {subscribeCopy.preferencesSave}
        </button>
      </form>
    </>
  );
}

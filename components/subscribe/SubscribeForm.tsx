// The subscribe form (docs/product/subscriptions.md#subscribing): a plain HTML form that posts to /subscribe, so it
// works without JavaScript; the consent sentence beside it is the one stored with the sign-up.
import { consentWording, subscribeCopy, topicLabels } from '#content/subscriptions.ts';
import { honeypotField } from '#shared/contact-fields.ts';
import { subscribeLimits, subscribePath, subscriptionTopics, type SubscribeFormState, type SubscriptionTopic } from '#shared/subscriptions.ts';
import './subscribe.css';

interface Props {
  /** The page the form is on (a path), recorded with the consent. */
  source: string;
  /** A prefix for the ids, unique on the page. */
  idPrefix: string;
  state?: SubscribeFormState | undefined;
  /** The heading's level: a section on a page has h2. */
  headingLevel?: 'h1' | 'h2';
  /** A page's subscribe section sets its own heading and text, and which topics it offers (all when none). */
  heading?: string | undefined;
  intro?: string | undefined;
  topics?: readonly SubscriptionTopic[] | undefined;
}

export function SubscribeForm({ source, idPrefix, state, headingLevel = 'h2', heading, intro, topics }: Props) {
  const Heading = headingLevel;
  const id = (name: string) => `${idPrefix}-${name}`;
  const emailError = state?.errors.find((error) => error.field === 'email')?.message;
  const otherErrors = state?.errors.filter((error) => error.field !== 'email') ?? [];
  return (
    <form className="subscribe-form card" method="post" action={subscribePath} aria-labelledby={id('heading')}>
      <Heading id={id('heading')}>{heading ?? subscribeCopy.heading}</Heading>
      {(intro ?? subscribeCopy.intro) && <p>{intro ?? subscribeCopy.intro}</p>}
      {(state?.formError || otherErrors.length > 0) && (
        <div className="form-error-summary" role="alert">
          <ul>
            {state?.formError && <li>{state.formError}</li>}
            {otherErrors.map((error) => (
              <li key={error.field}>{error.message}</li>
            ))}
          </ul>
        </div>
      )}
      <input type="hidden" name="source" value={source} />
      <div className={`form-field${emailError ? ' has-error' : ''}`}>
        <label htmlFor={id('email')}>{subscribeCopy.emailLabel}</label>
        <input
          id={id('email')}
          className="text-field"
          type="email"
          name="email"
          required
          maxLength={subscribeLimits.email}
          autoComplete="email"
          defaultValue={state?.values.email ?? ''}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? id('email-error') : undefined}
        />
        {emailError && (
          <p className="field-error" id={id('email-error')}>
            {emailError}
          </p>
        )}
      </div>
      <fieldset className="subscribe-topics">
        <legend>{subscribeCopy.topicsLegend}</legend>
        {(topics && topics.length > 0 ? subscriptionTopics.filter((topic) => topics.includes(topic)) : subscriptionTopics).map((topic) => (
          <label key={topic} className="subscribe-topic">
            <input type="checkbox" name="topics[]" value={topic} defaultChecked /> {topicLabels[topic]}
          </label>
        ))}
      </fieldset>
      {/* Hidden from people (global.css), still seen and filled by form-filling bots. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={id(honeypotField)}>Website</label>
        <input type="text" id={id(honeypotField)} name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="subscribe-consent">{consentWording}</p>
      <button type="submit" className="button button-primary">
        {subscribeCopy.submit}
      </button>
    </form>
  );
}

// https://vike.dev/Page: shown after a successful contact submission.
import { Icon } from '#components/Icon.tsx';
import { thankYou } from '#content/thank-you.ts';

export default function Page() {
  return (
    <section className="container message-page">
      <div>
        <span className="icon-tile icon-tile-large">
          <Icon name="check" />
        </span>
        <h1>{thankYou.heading}</h1>
        <p className="lead">{thankYou.message}</p>
        <p>{thankYou.followUp}</p>
        <a className="button button-primary" href={thankYou.homeLink.href}>
          {thankYou.homeLink.label}
        </a>
      </div>
    </section>
  );
}

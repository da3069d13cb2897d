// https://vike.dev/Page: the guide page (docs/product/guides.md): "check your email" after a request, the form again
// with its errors, or what an emailed link that no longer works says, with the way to ask again.
import { GuideSection } from '#components/guides/GuideSection.tsx';
import { guideCopy } from '#content/guides.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import type { GuideNotice } from '#shared/guides.ts';

export default function Page() {
  const { guideNotice } = usePageContext();
  return <Notice notice={guideNotice ?? { kind: 'unknown' }} />;
}

function Notice({ notice }: { notice: GuideNotice }) {
  if (notice.kind === 'form') {
    const state = { values: notice.values, errors: notice.errors, formError: notice.formError };
    return <GuideSection guide={notice.guide} source={notice.source} id="guide" state={state} headingLevel="h1" />;
  }
  if (notice.kind === 'expired') {
    return (
      <>
        <section className="section" aria-labelledby="guide-expired">
          <div className="container guide-page">
            <h1 id="guide-expired">{guideCopy.expiredHeading}</h1>
            <p className="lead">{guideCopy.expiredText}</p>
          </div>
        </section>
        <GuideSection guide={notice.guide} source={notice.source} id="guide" muted />
      </>
    );
  }
  if (notice.kind === 'sent') {
    return (
      <section className="section" aria-labelledby="guide-sent">
        <div className="container guide-page">
          <h1 id="guide-sent">{guideCopy.sentHeading}</h1>
          <p className="lead" role="status">
            {guideCopy.accepted}
          </p>
          <p>
            <a href="/">{guideCopy.homeLink}</a>
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="section" aria-labelledby="guide-unknown">
      <div className="container guide-page">
        <h1 id="guide-unknown">{guideCopy.unknownHeading}</h1>
        <p className="lead">{guideCopy.unknownText}</p>
        <p>
          <a href="/">{guideCopy.homeLink}</a> · <a href="/#contact">{guideCopy.contactLink}</a>
        </p>
      </div>
    </section>
  );
}

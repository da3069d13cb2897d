/** The pageHeader section: PageHeader with its breadcrumb, buttons, figures and illustration. */
import { Breadcrumb } from '#components/Breadcrumb.tsx';
import type { IconName } from '#components/Icon.tsx';
import { FlowDiagram } from '#components/illustrations/FlowDiagram.tsx';
import { HubDiagram } from '#components/illustrations/HubDiagram.tsx';
import { PageHeader } from '#components/PageHeader.tsx';
import type { PageHeaderSection } from '#shared/page-sections/index.ts';
import { hasImage, PageImage } from './PageImage.tsx';
import './member-stats.css';

/** The header's media column: 480 px at most (components/page-header.css), the window less its sides below. */
const headerImageSizes = '(min-width: 520px) 480px, calc(100vw - 2.5rem)';

function Media({ section }: { section: PageHeaderSection }) {
  if (hasImage(section.image)) return <PageImage value={section.image} sizes={headerImageSizes} eager />;
  const [flow] = section.flowDiagram;
  if (flow) {
    const steps = flow.steps.map((step) => step.text.replaceAll('\\n', '\n')) as [string, string, string, string];
    return (
      <FlowDiagram
        id={`${section.id}-diagram`}
        diagram={{ title: flow.title, description: flow.description, steps, loop: flow.loop }}
        icon={flow.icon as IconName}
      />
    );
  }
  return section.hubLabels.length > 0 ? <HubDiagram labels={section.hubLabels.map((hub) => hub.label)} /> : null;
}

export function PageHeaderBlock({ section, path }: { section: PageHeaderSection; path: string }) {
  const breadcrumb = section.breadcrumbHref
    ? [
        { label: 'Home', href: '/' },
        { label: section.eyebrow || 'Back', href: section.breadcrumbHref },
        { label: section.breadcrumbLabel || section.heading, href: path },
      ]
    : undefined;
  const hasMedia = hasImage(section.image) || section.flowDiagram.length > 0 || section.hubLabels.length > 0;
  return (
    <PageHeader
      eyebrow={section.eyebrow || undefined}
      heading={section.heading}
      intro={section.intro || undefined}
      before={breadcrumb && <Breadcrumb items={breadcrumb} />}
      media={hasMedia ? <Media section={section} /> : undefined}
    >
      {section.buttons.length > 0 && (
        <div className="page-header-actions">
          {section.buttons.map((button, index) => (
            <a key={`${index}-${button.href}`} className={`button ${index === 0 ? 'button-primary' : 'button-secondary'}`} href={button.href}>
              {button.label}
            </a>
          ))}
        </div>
      )}
      {section.stats.length > 0 && (
        <dl className="member-stats">
          {section.stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </PageHeader>
  );
}

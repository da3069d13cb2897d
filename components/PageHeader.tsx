/**
 * The band at the top of an inner page: optional breadcrumb, eyebrow, the h1 and an intro. With `media`
 * (an illustration) it is a split hero: the text on the left, the illustration on the right (below the
 * text on narrow screens).
 */
import type { ReactNode } from 'react';
import './page-header.css';

interface PageHeaderProps {
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Above the heading, e.g. a breadcrumb. */
  before?: ReactNode;
  /** Below the intro, e.g. buttons or figures. */
  children?: ReactNode;
  /** The hero's illustration (components/illustrations). */
  media?: ReactNode;
}

export function PageHeader({ eyebrow, heading, intro, before, children, media }: PageHeaderProps) {
  const text = (
    <>
      {before}
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{heading}</h1>
      {intro && <p className="lead page-header-intro">{intro}</p>}
      {children}
    </>
  );
  return (
    <header className={media ? 'page-header page-header-split' : 'page-header'}>
      {media ? (
        <div className="container page-header-grid">
          <div className="page-header-text">{text}</div>
          <div className="page-header-media">{media}</div>
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </header>
  );
}

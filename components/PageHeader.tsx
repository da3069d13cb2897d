/** The band at the top of an inner page: optional breadcrumb, eyebrow, the h1 and an intro. */
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
}

export function PageHeader({ eyebrow, heading, intro, before, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="container">
        {before}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{heading}</h1>
        {intro && <p className="lead page-header-intro">{intro}</p>}
        {children}
      </div>
    </header>
  );
}

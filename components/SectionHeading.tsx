/** The eyebrow, h2 and intro that open a page section. */
interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string | undefined;
  heading: string;
  intro?: string | undefined;
  centered?: boolean;
}

export function SectionHeading({ id, eyebrow, heading, intro, centered = false }: SectionHeadingProps) {
  return (
    <div className={`section-header${centered ? ' section-header-centered' : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{heading}</h2>
      {intro && <p className="lead">{intro}</p>}
    </div>
  );
}

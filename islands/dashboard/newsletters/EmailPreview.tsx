/**
 * The email as it is built for sending (the MJML output), in a sandboxed frame: 640 CSS pixels wide for a desktop
 * mail app or 375 for a phone, and dark as mail apps that darken emails show it. The frame runs nothing (`sandbox`
 * without scripts) and the preview's own policy allows only its styles and images. Used by the newsletter's
 * compose page (the saved draft) and by each email of a sequence (what is being written).
 */
import { useId, useState } from 'react';
import { newsletterText as text } from '#content/dashboard-newsletters.ts';
import './newsletters.css';

const modes = { desktop: 640, phone: 375, dark: 640 } as const;
type Mode = keyof typeof modes;

export interface EmailPreviewProps {
  /** The built email's address for a theme; null while there is nothing to show yet. */
  src: ((theme: 'light' | 'dark') => string) | null;
  /** Bumped when the email changes: the frame reloads. */
  version: number;
  heading?: string;
  intro?: string;
  empty?: string;
  /** A preview inside a section (a sequence's email) has a lower heading than the page's own. */
  level?: 2 | 4;
  /** The mode choice's name (one per preview on a page). */
  name?: string;
  /** What the frame's title names (which email), before the mode. */
  frameTitle?: (mode: string) => string;
}

export function EmailPreview(props: EmailPreviewProps) {
  const {
    src,
    version,
    heading = text.previewHeading,
    intro = text.previewIntro,
    empty = text.previewEmpty,
    level = 2,
    frameTitle = text.previewFrame,
    name = 'newsletter-preview-mode',
  } = props;
  const [mode, setMode] = useState<Mode>('desktop');
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h4';
  return (
    <section className={level === 2 ? 'card staff-section newsletter-preview' : 'newsletter-preview'} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{heading}</Heading>
      <p>{intro}</p>
      <fieldset className="newsletter-preview-modes">
        <legend className="visually-hidden">{heading}</legend>
        {(Object.keys(modes) as Mode[]).map((key) => (
          <label key={key} className="newsletter-check">
            <input type="radio" name={name} value={key} checked={mode === key} onChange={() => setMode(key)} /> {text.previewModes[key]}
          </label>
        ))}
      </fieldset>
      {mode === 'dark' && <p className="staff-hint">{text.darkNote}</p>}
      {src === null ? (
        <p className="staff-empty">{empty}</p>
      ) : (
        // On a phone the 640 px email scrolls sideways in this box: it takes focus so the keyboard scrolls it too.
        <div className="newsletter-preview-frame" data-mode={mode} tabIndex={0} role="region" aria-label={frameTitle(text.previewModes[mode])}>
          <iframe
            key={`${version}-${mode}`}
            title={frameTitle(text.previewModes[mode])}
            src={`${src(mode === 'dark' ? 'dark' : 'light')}&v=${version}`}
            sandbox=""
            width={modes[mode]}
            height={800}
            style={{ width: `${modes[mode]}px` }}
          />
        </div>
      )}
    </section>
  );
}

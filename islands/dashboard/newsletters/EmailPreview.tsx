/**
 * The email as it is built for sending (the MJML output, from the saved draft), in a sandboxed frame: 640 CSS pixels
 * wide for a desktop mail app or 375 for a phone, and dark as mail apps that darken emails show it. The frame
 * runs nothing (`sandbox` without scripts) and the preview's own policy allows only its styles and images.
 */
import { useState } from 'react';
import { newsletterText as text } from '#content/dashboard-newsletters.ts';

const modes = { desktop: 640, phone: 375, dark: 640 } as const;
type Mode = keyof typeof modes;

export function EmailPreview({ id, version }: { id: number | null; version: number }) {
  const [mode, setMode] = useState<Mode>('desktop');
  return (
    <section className="card staff-section newsletter-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">{text.previewHeading}</h2>
      <p>{text.previewIntro}</p>
      <fieldset className="newsletter-preview-modes">
        <legend className="visually-hidden">{text.previewHeading}</legend>
        {(Object.keys(modes) as Mode[]).map((key) => (
          <label key={key} className="newsletter-check">
            <input type="radio" name="newsletter-preview-mode" value={key} checked={mode === key} onChange={() => setMode(key)} /> {text.previewModes[key]}
          </label>
        ))}
      </fieldset>
      {mode === 'dark' && <p className="staff-hint">{text.darkNote}</p>}
      {id === null ? (
        <p className="staff-empty">{text.previewEmpty}</p>
      ) : (
        <div className="newsletter-preview-frame" data-mode={mode}>
          <iframe
            key={`${version}-${mode}`}
            title={text.previewFrame(text.previewModes[mode])}
            src={`/api/admin/newsletters/${id}/preview?theme=${mode === 'dark' ? 'dark' : 'light'}&v=${version}`}
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

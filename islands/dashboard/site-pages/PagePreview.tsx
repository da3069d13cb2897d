/**
 * The live preview beside the page editor (decision 085): the page as saved (its pending change, else its
 * content), drawn by the public site's components at /dashboard/pages/{id}/preview, in an iframe 1280 or 375
 * CSS pixels wide, scaled to the column, light or dark. It reloads after each save (`version`). The frame is
 * of this site, so the editor sets its theme class itself when it loads.
 */
import { useEffect, useRef, useState } from 'react';
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';

const widths = { desktop: 1280, mobile: 375 } as const;
const frameHeight = 900;

export function PagePreview({ pageId, version }: { pageId: number; version: number }) {
  const [width, setWidth] = useState<keyof typeof widths>('desktop');
  const [dark, setDark] = useState(false);
  const [columnWidth, setColumnWidth] = useState(480);
  const column = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const element = column.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setColumnWidth(element.clientWidth || 480));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /** The theme of the framed page: its class and colour scheme, as the site's theme script sets them. */
  const applyTheme = () => {
    const root = frame.current?.contentDocument?.documentElement;
    if (!root) return;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  };
  useEffect(applyTheme, [dark]);

  const pixels = widths[width];
  const scale = Math.min(1, columnWidth / pixels);
  return (
    <section className="card page-preview" aria-labelledby="page-preview-heading">
      <h2 id="page-preview-heading">{copy.previewHeading}</h2>
      <div className="page-preview-controls">
        <fieldset>
          <legend>{copy.previewWidth}</legend>
          {(Object.keys(widths) as (keyof typeof widths)[]).map((key) => (
            <label key={key}>
              <input type="radio" name="page-preview-width" value={key} checked={width === key} onChange={() => setWidth(key)} />{' '}
              {key === 'desktop' ? copy.previewDesktop : copy.previewMobile}
            </label>
          ))}
        </fieldset>
        <label>
          <input type="checkbox" checked={dark} onChange={(event) => setDark(event.target.checked)} /> {copy.previewDark}
        </label>
      </div>
      <div ref={column} className="page-preview-column" style={{ height: `${Math.round(frameHeight * scale)}px` }}>
        <iframe
          ref={frame}
          key={`${version}-${width}`}
          title={copy.previewFrame}
          src={`/dashboard/pages/${pageId}/preview?v=${version}`}
          className="page-preview-frame"
          data-width={pixels}
          data-theme={dark ? 'dark' : 'light'}
          onLoad={applyTheme}
          style={{ width: `${pixels}px`, height: `${frameHeight}px`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}

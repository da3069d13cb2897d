/**
 * The Solutions page's hero: the practice at the centre, the five solutions around it. Informative: an
 * image with a title and a description, coloured by the theme's CSS variables (illustrations.css).
 */
import { solutionsDiagram } from '#content/illustrations.ts';
import { Lines, polar, wrapWords } from './svg-text.tsx';
import './illustrations.css';

const cx = 240;
const cy = 190;
const spoke = 118;

/** A label in lines of at most 12 characters, so that it stays inside the drawing beside the circle:
 * "Performance Optimization" → "Performance\nOptimization", "24/7 Claims Monitoring" → "24/7 Claims\nMonitoring". */
const wrap = (label: string) => wrapWords(label, 12);

export function HubDiagram({ labels }: { labels: readonly string[] }) {
  return (
    <>
      <HubRing labels={labels} />
      <HubTree labels={labels} />
    </>
  );
}

function HubRing({ labels }: { labels: readonly string[] }) {
  const step = 360 / labels.length;
  return (
    <svg className="ill ill-hub ill-wide" viewBox="0 0 480 380" role="img" aria-labelledby="solutions-diagram-title solutions-diagram-desc" focusable="false">
      <title id="solutions-diagram-title">{solutionsDiagram.title}</title>
      <desc id="solutions-diagram-desc">{solutionsDiagram.description}</desc>
      <circle className="ill-halo" cx={cx} cy={cy} r={spoke} />
      {labels.map((label, index) => {
        const angle = -90 + index * step;
        const [x, y] = polar(cx, cy, spoke, angle);
        const [ix, iy] = polar(cx, cy, 50, angle);
        const [lx, ly] = polar(cx, cy, spoke + 34, angle);
        const cos = Math.cos((angle * Math.PI) / 180);
        const anchor = Math.abs(cos) < 0.2 ? 'middle' : cos > 0 ? 'start' : 'end';
        const lines = wrap(label).split('\n').length;
        const labelY = Math.abs(cos) < 0.2 ? (ly < cy ? ly - 16 * (lines - 1) : ly + 12) : ly + 5 - 8 * (lines - 1);
        return (
          <g key={label}>
            <path className="ill-line" d={`M${ix} ${iy}L${x} ${y}`} />
            <circle className="ill-node" cx={x} cy={y} r="18" />
            <circle className="ill-dot" cx={x} cy={y} r="6" />
            <Lines x={lx} y={labelY} text={wrap(label)} className="ill-label" anchor={anchor} />
          </g>
        );
      })}
      <circle className="ill-node ill-node-done" cx={cx} cy={cy} r="50" />
      <Lines x={cx} y={cy - 3} text={solutionsDiagram.center.join('\n')} className="ill-center ill-center-on-primary" lineHeight={20} />
    </svg>
  );
}

const treeWidth = 330;
const rowHeight = 50;

/**
 * The same diagram on a phone (illustrations.css shows one or the other): the practice at the top and the
 * solutions branching off one line below it, each label on one line, drawn at about the size it is shown.
 */
function HubTree({ labels }: { labels: readonly string[] }) {
  const firstY = 112;
  const lastY = firstY + (labels.length - 1) * rowHeight;
  return (
    <svg
      className="ill ill-hub ill-narrow"
      viewBox={`0 0 ${treeWidth} ${lastY + 30}`}
      role="img"
      aria-labelledby="solutions-diagram-narrow-title solutions-diagram-narrow-desc"
      focusable="false"
    >
      <title id="solutions-diagram-narrow-title">{solutionsDiagram.title}</title>
      <desc id="solutions-diagram-narrow-desc">{solutionsDiagram.description}</desc>
      <rect className="ill-node ill-node-done" x="1" y="1" width="180" height="56" rx="14" />
      <text className="ill-center ill-center-on-primary" x="91" y="35">
        {solutionsDiagram.center.join(' ')}
      </text>
      <path className="ill-line" d={`M40 57V${lastY}`} />
      {labels.map((label, index) => {
        const y = firstY + index * rowHeight;
        return (
          <g key={label}>
            <path className="ill-line" d={`M40 ${y}H66`} />
            <circle className="ill-node" cx="80" cy={y} r="14" />
            <circle className="ill-dot" cx="80" cy={y} r="5" />
            <text className="ill-label ill-label-column" x="104" y={y + 5}>
              {label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

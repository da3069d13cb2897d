/**
 * The Solutions page's hero: the practice at the centre, the five solutions around it. Informative: an
 * image with a title and a description, coloured by the theme's CSS variables (illustrations.css).
 */
import { solutionsDiagram } from '#content/illustrations.ts';
import { Lines, polar } from './svg-text.tsx';
import './illustrations.css';

const cx = 240;
const cy = 190;
const spoke = 118;

/** Words filled into lines of at most 12 characters, so a label beside the circle stays inside the drawing:
 * "Performance Optimization" → "Performance\nOptimization", "24/7 Claims Monitoring" → "24/7 Claims\nMonitoring". */
function wrap(label: string): string {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= 12) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

export function HubDiagram({ labels }: { labels: readonly string[] }) {
  const step = 360 / labels.length;
  return (
    <svg className="ill ill-hub" viewBox="0 0 480 380" role="img" aria-labelledby="solutions-diagram-title solutions-diagram-desc" focusable="false">
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

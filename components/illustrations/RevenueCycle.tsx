/**
 * The revenue cycle on the home page: the workflow strip's six stages on a ring, each leading to the
 * next, with the last feeding the first (content/illustrations.ts). Informative: an image with a title
 * and a description, coloured by the theme's CSS variables (illustrations.css).
 */
import { revenueCycleDiagram } from '#content/illustrations.ts';
import { Arrowhead, Lines, polar, wrapWords } from './svg-text.tsx';
import './illustrations.css';

/** A drawing of the ring: its box, centre, radius and node size, and how its labels are set. */
interface RingGeometry {
  id: string;
  className: string;
  width: number;
  height: number;
  cx: number;
  cy: number;
  ring: number;
  node: number;
  /** How long a label's line may be before it wraps ("A/R & denials" → "A/R &\ndenials"). */
  wrapAt: number;
}

/** The ring beside the About text on a wide screen, and a tighter one on a phone, drawn near the size it is shown
 * so that its labels stay 12 px or more (illustrations.css shows one or the other). */
const wide: RingGeometry = { id: 'revenue-cycle', className: 'ill-wide', width: 520, height: 400, cx: 260, cy: 200, ring: 132, node: 26, wrapAt: 20 };
const narrow: RingGeometry = { id: 'revenue-cycle-narrow', className: 'ill-narrow', width: 380, height: 360, cx: 190, cy: 180, ring: 84, node: 20, wrapAt: 9 };

export function RevenueCycle() {
  return (
    <>
      <Ring geometry={wide} />
      <Ring geometry={narrow} />
    </>
  );
}

function Ring({ geometry }: { geometry: RingGeometry }) {
  const { id, cx, cy, ring, node } = geometry;
  const { stages, center } = revenueCycleDiagram;
  const step = 360 / stages.length;
  // The gap an arc leaves on each side of a node, in degrees.
  const gap = (((node + 8) / ring) * 180) / Math.PI;
  return (
    <svg
      className={`ill ill-cycle ${geometry.className}`}
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      focusable="false"
    >
      <title id={`${id}-title`}>{revenueCycleDiagram.title}</title>
      <desc id={`${id}-desc`}>{revenueCycleDiagram.description}</desc>
      <circle className="ill-halo" cx={cx} cy={cy} r={ring - 44} />
      {stages.map((stage, index) => {
        const angle = -90 + index * step;
        const [sx, sy] = polar(cx, cy, ring, angle + gap);
        const [ex, ey] = polar(cx, cy, ring, angle + step - gap);
        return (
          <g key={stage}>
            <path className="ill-line" d={`M${sx} ${sy}A${ring} ${ring} 0 0 1 ${ex} ${ey}`} />
            <Arrowhead x={ex} y={ey} degrees={angle + step - gap + 90} />
          </g>
        );
      })}
      {stages.map((stage, index) => {
        const angle = -90 + index * step;
        const [x, y] = polar(cx, cy, ring, angle);
        const [lx, ly] = polar(cx, cy, ring + node + 14, angle);
        const cos = Math.cos((angle * Math.PI) / 180);
        const anchor = Math.abs(cos) < 0.2 ? 'middle' : cos > 0 ? 'start' : 'end';
        const label = wrapWords(stage, geometry.wrapAt);
        const lines = label.split('\n').length;
        const labelY = Math.abs(cos) < 0.2 ? (ly < cy ? ly - 4 - 16 * (lines - 1) : ly + 14) : ly + 5 - 8 * (lines - 1);
        return (
          <g key={stage}>
            <circle className={index === 0 ? 'ill-node ill-node-done' : 'ill-node'} cx={x} cy={y} r={node} />
            <text className={index === 0 ? 'ill-number ill-number-done' : 'ill-number'} x={x} y={y + 5} textAnchor="middle">
              {index + 1}
            </text>
            <Lines x={lx} y={labelY} text={label} className="ill-label" anchor={anchor} />
          </g>
        );
      })}
      <Lines x={cx} y={cy - 4} text={center.join('\n')} className={geometry === narrow ? 'ill-center ill-center-small' : 'ill-center'} lineHeight={22} />
    </svg>
  );
}

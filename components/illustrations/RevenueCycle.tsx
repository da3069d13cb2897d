/**
 * The revenue cycle on the home page: the workflow strip's six stages on a ring, each leading to the
 * next, with the last feeding the first (content/illustrations.ts). Informative: an image with a title
 * and a description, coloured by the theme's CSS variables (illustrations.css).
 */
import { revenueCycleDiagram } from '#content/illustrations.ts';
import { Arrowhead, Lines, polar } from './svg-text.tsx';
import './illustrations.css';

const cx = 260;
const cy = 200;
const ring = 132;
const node = 26;

export function RevenueCycle() {
  const { stages, center } = revenueCycleDiagram;
  const step = 360 / stages.length;
  // The gap an arc leaves on each side of a node, in degrees.
  const gap = (((node + 8) / ring) * 180) / Math.PI;
  return (
    <svg className="ill ill-cycle" viewBox="0 0 520 400" role="img" aria-labelledby="revenue-cycle-title revenue-cycle-desc" focusable="false">
      <title id="revenue-cycle-title">{revenueCycleDiagram.title}</title>
      <desc id="revenue-cycle-desc">{revenueCycleDiagram.description}</desc>
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
        const labelY = Math.abs(cos) < 0.2 ? (ly < cy ? ly - 4 : ly + 14) : ly + 5;
        return (
          <g key={stage}>
            <circle className={index === 0 ? 'ill-node ill-node-done' : 'ill-node'} cx={x} cy={y} r={node} />
            <text className={index === 0 ? 'ill-number ill-number-done' : 'ill-number'} x={x} y={y + 5} textAnchor="middle">
              {index + 1}
            </text>
            <Lines x={lx} y={labelY} text={stage} className="ill-label" anchor={anchor} />
          </g>
        );
      })}
      <Lines x={cx} y={cy - 4} text={center.join('\n')} className="ill-center" lineHeight={22} />
    </svg>
  );
}

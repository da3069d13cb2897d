/**
 * A service's path in four steps with the feedback that closes the loop (content/illustrations.ts): the
 * illustration in a service page's hero and on /uswha. Informative, so it is an image with a title and a
 * description; its colours are the theme's CSS variables (illustrations.css).
 */
import type { FlowDiagramContent } from '#content/illustrations.ts';
import { iconPath, type IconName } from '../Icon.tsx';
import { Arrowhead, Check, Lines } from './svg-text.tsx';
import './illustrations.css';

const xs = [55, 165, 275, 385] as const;
const nodeY = 114;
const radius = 24;

/** `icon`: the service's own icon (components/service-icons.ts), shown beside the diagram's title. */
export function FlowDiagram({ id, diagram, icon }: { id: string; diagram: FlowDiagramContent; icon: IconName }) {
  return (
    <svg className="ill ill-flow" viewBox="0 0 440 296" role="img" aria-labelledby={`${id}-title ${id}-desc`} focusable="false">
      <title id={`${id}-title`}>{diagram.title}</title>
      <desc id={`${id}-desc`}>{diagram.description}</desc>
      <rect className="ill-panel" x="1" y="1" width="438" height="294" rx="16" />
      <rect className="ill-tile" x="22" y="20" width="40" height="40" rx="10" />
      <path className="ill-icon" d={iconPath(icon)} transform="translate(30 28)" />
      <text className="ill-heading" x="76" y="45">
        {diagram.title}
      </text>
      {xs.slice(0, -1).map((x) => (
        <g key={x}>
          <path className="ill-line" d={`M${x + radius + 6} ${nodeY}H${x + 110 - radius - 8}`} />
          <Arrowhead x={x + 110 - radius - 4} y={nodeY} degrees={0} />
        </g>
      ))}
      {diagram.steps.map((step, index) => {
        const x = xs[index]!;
        const last = index === xs.length - 1;
        return (
          <g key={step}>
            <circle className={last ? 'ill-node ill-node-done' : 'ill-node'} cx={x} cy={nodeY} r={radius} />
            {last ? (
              <Check x={x} y={nodeY} />
            ) : (
              <text className="ill-number" x={x} y={nodeY + 5} textAnchor="middle">
                {index + 1}
              </text>
            )}
            <Lines x={x} y={nodeY + radius + 24} text={step} className="ill-label" />
          </g>
        );
      })}
      <path className="ill-line ill-line-loop" d={`M${xs[3]} 206V234H${xs[0]}V210`} />
      <Arrowhead x={xs[0]} y={206} degrees={-90} className="ill-arrow ill-arrow-accent" />
      <Lines x={220} y={266} text={diagram.loop} className="ill-caption" />
    </svg>
  );
}

/**
 * A service's path in four steps with the feedback that closes the loop (content/illustrations.ts): the
 * illustration in a service page's hero and on /uswha. Informative, so it is an image with a title and a
 * description; its colours are the theme's CSS variables (illustrations.css).
 *
 * Two drawings of the same diagram: a row of steps, and on a phone (illustrations.css shows one or the
 * other by the viewport's width) a column, whose narrower drawing is scaled up less, so that its labels
 * are still at least 12 px on a 375 px screen.
 */
import type { FlowDiagramContent } from '#content/illustrations.ts';
import { iconPath, type IconName } from '../Icon.tsx';
import { Arrowhead, Check, Lines, wrapWords } from './svg-text.tsx';
import './illustrations.css';

const xs = [55, 165, 275, 385] as const;
const nodeY = 114;
const radius = 24;

interface FlowDiagramProps {
  id: string;
  diagram: FlowDiagramContent;
  /** The service's own icon (components/service-icons.ts), shown beside the diagram's title. */
  icon: IconName;
}

export function FlowDiagram(props: FlowDiagramProps) {
  return (
    <>
      <FlowRow {...props} />
      <FlowColumn {...props} />
    </>
  );
}

/** The diagram's icon tile, at (x, y). */
function IconTile({ icon, x, y }: { icon: IconName; x: number; y: number }) {
  return (
    <>
      <rect className="ill-tile" x={x} y={y} width="40" height="40" rx="10" />
      <path className="ill-icon" d={iconPath(icon)} transform={`translate(${x + 8} ${y + 8})`} />
    </>
  );
}

/** A step's circle: its number, or a check mark for the last one. */
function StepNode({ x, y, index, r }: { x: number; y: number; index: number; r: number }) {
  const last = index === xs.length - 1;
  return (
    <>
      <circle className={last ? 'ill-node ill-node-done' : 'ill-node'} cx={x} cy={y} r={r} />
      {last ? (
        <Check x={x} y={y} />
      ) : (
        <text className="ill-number" x={x} y={y + 5} textAnchor="middle">
          {index + 1}
        </text>
      )}
    </>
  );
}

function FlowRow({ id, diagram, icon }: FlowDiagramProps) {
  return (
    <svg className="ill ill-flow ill-wide" viewBox="0 0 440 296" role="img" aria-labelledby={`${id}-title ${id}-desc`} focusable="false">
      <title id={`${id}-title`}>{diagram.title}</title>
      <desc id={`${id}-desc`}>{diagram.description}</desc>
      <rect className="ill-panel" x="1" y="1" width="438" height="294" rx="16" />
      <IconTile icon={icon} x={22} y={20} />
      <text className="ill-heading" x="76" y="45">
        {diagram.title}
      </text>
      {xs.slice(0, -1).map((x) => (
        <g key={x}>
          <path className="ill-line" d={`M${x + radius + 6} ${nodeY}H${x + 110 - radius - 8}`} />
          <Arrowhead x={x + 110 - radius - 4} y={nodeY} degrees={0} />
        </g>
      ))}
      {diagram.steps.map((step, index) => (
        <g key={step}>
          <StepNode x={xs[index]!} y={nodeY} index={index} r={radius} />
          <Lines x={xs[index]!} y={nodeY + radius + 24} text={step} className="ill-label" />
        </g>
      ))}
      <path className="ill-line ill-line-loop" d={`M${xs[3]} 206V234H${xs[0]}V210`} />
      <Arrowhead x={xs[0]} y={206} degrees={-90} className="ill-arrow ill-arrow-accent" />
      <Lines x={220} y={266} text={diagram.loop} className="ill-caption" />
    </svg>
  );
}

/** A label's two lines as one: "Clearing-\nhouse" → "Clearinghouse", "Action\nplan" → "Action plan". */
function oneLine(label: string): string {
  return label.replace(/-\n/g, '').replace(/\n/g, ' ');
}

const columnWidth = 330;
const columnX = 62;
const columnR = 20;
const columnGap = 66;

function FlowColumn({ id, diagram, icon }: FlowDiagramProps) {
  const title = wrapWords(diagram.title, 24);
  const titleLines = title.split('\n').length;
  const firstY = 96 + 18 * (titleLines - 1);
  const ys = diagram.steps.map((_, index) => firstY + index * columnGap);
  const lastY = ys.at(-1)!;
  const loop = wrapWords(diagram.loop, 34);
  const captionY = lastY + columnR + 40;
  const height = captionY + 16 * (loop.split('\n').length - 1) + 22;
  return (
    <svg
      className="ill ill-flow ill-narrow"
      viewBox={`0 0 ${columnWidth} ${height}`}
      role="img"
      aria-labelledby={`${id}-narrow-title ${id}-narrow-desc`}
      focusable="false"
    >
      <title id={`${id}-narrow-title`}>{diagram.title}</title>
      <desc id={`${id}-narrow-desc`}>{diagram.description}</desc>
      <rect className="ill-panel" x="1" y="1" width={columnWidth - 2} height={height - 2} rx="16" />
      <IconTile icon={icon} x={18} y={18} />
      <Lines x={70} y={titleLines === 1 ? 44 : 35} text={title} className="ill-heading" anchor="start" lineHeight={18} />
      {ys.slice(0, -1).map((y) => (
        <g key={y}>
          <path className="ill-line" d={`M${columnX} ${y + columnR + 5}V${y + columnGap - columnR - 8}`} />
          <Arrowhead x={columnX} y={y + columnGap - columnR - 4} degrees={90} />
        </g>
      ))}
      {diagram.steps.map((step, index) => (
        <g key={step}>
          <StepNode x={columnX} y={ys[index]!} index={index} r={columnR} />
          <text className="ill-label ill-label-column" x={columnX + columnR + 14} y={ys[index]! + 5}>
            {oneLine(step)}
          </text>
        </g>
      ))}
      <path className="ill-line ill-line-loop" d={`M${columnX - columnR - 4} ${lastY}H22V${firstY}H${columnX - columnR - 10}`} />
      <Arrowhead x={columnX - columnR - 5} y={firstY} degrees={0} className="ill-arrow ill-arrow-accent" />
      <Lines x={columnWidth / 2} y={captionY} text={loop} className="ill-caption" />
    </svg>
  );
}

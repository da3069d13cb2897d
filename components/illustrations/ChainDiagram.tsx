/**
 * A short chain read from top to bottom: each step a labelled box, a step of several things (an array) a
 * row of smaller boxes, an arrow between steps (content/solutions.ts). Used beside the Solutions page's
 * rows. Informative: an image with a title and a description, coloured by the theme's CSS variables
 * (illustrations.css). Drawn 320 units wide, so that on a 375 px phone it is shown about full size and its
 * 15 px labels stay above 12 px.
 */
import type { ChainDiagramContent } from '#content/solutions.ts';
import { Arrowhead } from './svg-text.tsx';
import './illustrations.css';

const width = 320;
const boxHeight = 44;
const gap = 30;
const top = 16;

export function ChainDiagram({ id, diagram }: { id: string; diagram: ChainDiagramContent }) {
  const height = top * 2 + diagram.steps.length * boxHeight + (diagram.steps.length - 1) * gap;
  return (
    <svg className="ill ill-chain" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} focusable="false">
      <title id={`${id}-title`}>{diagram.title}</title>
      <desc id={`${id}-desc`}>{diagram.description}</desc>
      {diagram.steps.map((step, index) => {
        const y = top + index * (boxHeight + gap);
        const parts = typeof step === 'string' ? [step] : step;
        const partWidth = (width - 2 - 8 * (parts.length - 1)) / parts.length;
        const highlighted = index === diagram.highlight;
        return (
          <g key={parts.join()}>
            {index > 0 && (
              <>
                <path className="ill-line" d={`M${width / 2} ${y - gap + 4}V${y - 9}`} />
                <Arrowhead x={width / 2} y={y - 4} degrees={90} />
              </>
            )}
            {parts.map((part, partIndex) => {
              const x = 1 + partIndex * (partWidth + 8);
              return (
                <g key={part}>
                  <rect className={highlighted ? 'ill-node ill-node-done' : 'ill-node'} x={x} y={y} width={partWidth} height={boxHeight} rx="12" />
                  <text
                    className={`ill-label${parts.length > 1 ? ' ill-label-part' : ''}${highlighted ? ' ill-label-on-primary' : ''}`}
                    x={x + partWidth / 2}
                    y={y + boxHeight / 2 + 5}
                    textAnchor="middle"
                  >
                    {part}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

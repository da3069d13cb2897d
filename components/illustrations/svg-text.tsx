/** Small helpers shared by the in-house SVG illustrations (components/illustrations). */

/** A point `radius` from (cx, cy) at `degrees` (0 is east, -90 is north), rounded to one decimal. */
export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [Math.round((cx + radius * Math.cos(radians)) * 10) / 10, Math.round((cy + radius * Math.sin(radians)) * 10) / 10];
}

/** Words filled into lines of at most `width` characters ("\n" between them); a longer word has a line of its own. */
export function wrapWords(text: string, width: number): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

/** Text of one or more lines ("\n" breaks it), centred on (x, y) by default. */
export function Lines({
  x,
  y,
  text,
  className,
  anchor = 'middle',
  lineHeight = 16,
}: {
  x: number;
  y: number;
  text: string;
  className: string;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
}) {
  const lines = text.split('\n');
  return (
    <text x={x} y={y} className={className} textAnchor={anchor}>
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? 0 : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A small filled arrowhead at (x, y) pointing toward `degrees`. */
export function Arrowhead({ x, y, degrees, className = 'ill-arrow' }: { x: number; y: number; degrees: number; className?: string }) {
  return <path className={className} d="M0 0L-8 -4.5L-8 4.5Z" transform={`translate(${x} ${y}) rotate(${degrees})`} />;
}

/** The check mark drawn in a finished step. */
export function Check({ x, y }: { x: number; y: number }) {
  return <path className="ill-check" d={`M${x - 8} ${y}l5.5 5.5L${x + 9} ${y - 7}`} />;
}

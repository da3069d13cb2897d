/**
 * The six-stage RCM workflow strip in the home hero (docs/product/pages.md#home-page).
 * The server renders the strip as the script starts it, with the first stage highlighted, so nothing
 * jumps when the script runs; workflow.client.ts then highlights one stage at a time and marks those
 * done. Under reduced motion every stage is lit and nothing moves (workflow.css).
 */
import type { HeroSection } from '#shared/page-sections/index.ts';
import './workflow.css';

export function WorkflowStrip({ stages }: { stages: HeroSection['stages'] }) {
  return (
    <div className="workflow" data-phase="0">
      <div className="workflow-header">
        <p className="workflow-title">How a claim moves through our revenue cycle</p>
        {/* Enabled by the script: an animation that loops must be pausable (WCAG 2.2.2). Until then it keeps
            its place out of sight (workflow.css), so nothing moves when it appears. */}
        <button type="button" className="workflow-toggle" disabled>
          Pause animation
        </button>
      </div>
      <ol className="grid workflow-stages">
        {stages.map((stage, index) => (
          <li key={stage.title} className={`workflow-stage${index === 0 ? ' is-active' : ''}`}>
            <span className="workflow-number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <p className="workflow-stage-title">{stage.title}</p>
            <ul className="workflow-details">
              {stage.details.map((detail) => (
                <li key={detail.text}>{detail.text}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

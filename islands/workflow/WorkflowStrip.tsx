/**
 * The six-stage RCM workflow strip in the home hero (docs/product/pages.md#home-page).
 * The server renders every stage lit and readable; workflow.client.ts then
 * highlights one stage at a time, unless the visitor prefers reduced motion.
 */
import { workflowStages } from '#content/home.ts';
import './workflow.css';

export function WorkflowStrip() {
  return (
    <div className="workflow" data-phase="all">
      <div className="workflow-header">
        <p className="workflow-title">
          How a claim moves through our revenue cycle
        </p>
        {/* Shown by the script: an animation that loops must be pausable (WCAG 2.2.2). */}
        <button type="button" className="workflow-toggle" hidden>
          Pause animation
        </button>
      </div>
      <ol className="grid workflow-stages">
        {workflowStages.map((stage) => (
          <li key={stage.number} className="workflow-stage">
            <span className="workflow-number" aria-hidden="true">
              {String(stage.number).padStart(2, '0')}
            </span>
            <p className="workflow-stage-title">{stage.title}</p>
            <ul className="workflow-details">
              {stage.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import { setupMessages as m } from "./setup-messages.ts";
import type { SetupStep, SetupStepKind } from "./setup-steps.ts";

/** Each step's name in the list and as the heading of its panel. */
export const STEP_TITLES: Record<SetupStepKind, MessageDescriptor> = {
  card: m.stepCard,
  balance: m.stepBalance,
  terms: m.stepTerms,
  link: m.stepLink,
};

/**
 * The setup steps as a numbered list: done ones checked, the current one marked for assistive technology
 * (`aria-current="step"`) and by its look.
 */
export function Stepper({ steps, current }: { steps: readonly SetupStep[]; current: number }) {
  const { i18n } = useLingui();
  return (
    <ol className="setup-steps" aria-label={i18n._(m.stepsLabel)}>
      {steps.map((step, index) => {
        const state = step.done ? "done" : index === current ? "current" : "todo";
        return (
          <li
            key={step.kind}
            className={`setup-steps__step setup-steps__step--${state}`}
            aria-current={index === current ? "step" : undefined}
          >
            <span className="setup-steps__mark" aria-hidden="true">
              {step.done ? "✓" : index + 1}
            </span>
            <span className="setup-steps__name">{i18n._(STEP_TITLES[step.kind])}</span>
            {step.done && <span className="tdm-visually-hidden">{` (${i18n._(m.done)})`}</span>}
          </li>
        );
      })}
    </ol>
  );
}

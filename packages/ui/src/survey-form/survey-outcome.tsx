import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "../internal/icon.tsx";
import "../internal/message-block.css";
import "./survey-form.css";

export interface SurveyOutcomeProps {
  /** The outcome's heading, e.g. the survey's title. */
  title: ReactNode;
  /** What it means for the member, e.g. "You're on the waitlist!". */
  children?: ReactNode;
  /** The way on, e.g. a Go home link. */
  action?: ReactNode;
  /** @defaultValue 2 */
  headingLevel?: 1 | 2 | 3;
  /** Moves focus to the heading on mount, so the member hears the outcome after submitting. @defaultValue false */
  focusOnMount?: boolean;
}

/**
 * Where a waitlist survey ends (F-185, F-188): a green checkmark, the heading, the text and the way on. Used for
 * "you joined" and "you are already on the list" alike.
 * @example <SurveyOutcome title="Utilities" action={<Link to="/dashboard">Go home</Link>}>You're on the waitlist!</SurveyOutcome>
 */
export function SurveyOutcome({
  title,
  children,
  action,
  headingLevel = 2,
  focusOnMount = false,
}: SurveyOutcomeProps) {
  const Heading = `h${headingLevel}` as const;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <section className="tdm-message-block tdm-survey-outcome">
      <div className="tdm-message-block__art tdm-survey-outcome__art" aria-hidden="true">
        <Icon name="check" size="2.5rem" />
      </div>
      <Heading className="tdm-message-block__title" ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {children && <div className="tdm-message-block__text">{children}</div>}
      {action && <div className="tdm-message-block__actions">{action}</div>}
    </section>
  );
}

import type { ReactNode } from "react";
import { Icon } from "../internal/icon.tsx";
import "../internal/message-block.css";

export interface EmptyStateProps {
  /** What is empty, e.g. "No trips yet". */
  title: ReactNode;
  /** What to do about it. */
  children?: ReactNode;
  /** A button or link to the next step. */
  action?: ReactNode;
  /** An illustration; a tray icon when not given. */
  illustration?: ReactNode;
  /** @defaultValue 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * What a list shows when it has nothing in it: what is empty, why, and what to do next.
 * @example <EmptyState title="No orders yet" action={<Link className={buttonClassName()} to="/food">Order food</Link>} />
 */
export function EmptyState({ title, children, action, illustration, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="tdm-message-block tdm-empty-state">
      <div className="tdm-message-block__art" aria-hidden="true">
        {illustration ?? <Icon name="inbox" size="2.5rem" />}
      </div>
      <Heading className="tdm-message-block__title">{title}</Heading>
      {children && <div className="tdm-message-block__text">{children}</div>}
      {action && <div className="tdm-message-block__actions">{action}</div>}
    </div>
  );
}

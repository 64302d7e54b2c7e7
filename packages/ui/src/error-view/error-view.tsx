import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "../internal/icon.tsx";
import "../internal/message-block.css";
import "./error-view.css";

export interface ErrorViewProps {
  /** What went wrong, translated (F-003: "Something went wrong"). */
  title: ReactNode;
  /** Why, in the member's language: the failed call's localized message or the generic body text. */
  children?: ReactNode;
  /** The way forward: a retry button, a link home, or both. */
  actions?: ReactNode;
  /** @defaultValue 1 */
  headingLevel?: 1 | 2 | 3;
  /**
   * Moves focus to the heading on mount, so a screen-reader member hears what happened after a failed
   * navigation. @defaultValue false
   */
  focusOnMount?: boolean;
  /**
   * `offline`: the page could not load because the browser is offline (B-10), a calmer wifi-off picture instead
   * of the error mark. @defaultValue "error"
   */
  kind?: "error" | "offline";
}

/**
 * The generic error screen of a page whose load failed (F-003, E-03): what happened, why, and what to do next.
 * Text in only: the page turns an API error into the message it shows.
 * @example <ErrorView title={t`Something went wrong`} actions={<Button onClick={retry}>Try again</Button>}>{message}</ErrorView>
 */
export function ErrorView({
  title,
  children,
  actions,
  headingLevel = 1,
  focusOnMount = false,
  kind = "error",
}: ErrorViewProps) {
  const Heading = `h${headingLevel}` as const;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <section className={`tdm-message-block tdm-error-view tdm-error-view--${kind}`} role="alert">
      <div className="tdm-message-block__art" aria-hidden="true">
        <Icon name={kind === "offline" ? "wifi-off" : "error"} size="2.5rem" />
      </div>
      <Heading className="tdm-message-block__title" ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {children && <div className="tdm-message-block__text">{children}</div>}
      {actions && <div className="tdm-message-block__actions">{actions}</div>}
    </section>
  );
}

import type { ReactNode } from "react";
import { Icon } from "../internal/icon.tsx";
import { useSteadyDuringPress } from "../internal/use-steady-during-press.ts";
import "./field-error.css";

export interface FieldErrorProps {
  /** The translated message; nothing renders without one. */
  children?: ReactNode;
  /** Id the control points at with `aria-describedby`. */
  id?: string | undefined;
}

/**
 * The red line under a field saying what is wrong (B-17: inline errors use `role="alert"`, so the message is
 * announced as it appears). Renders nothing when there is no message. A message that comes or goes while a pointer is
 * pressing (leaving a field by pressing the next control checks the field) waits for the press to end, so the
 * control under the pointer does not move and the tap lands.
 * @example <FieldError id="zip-error">{i18n._(error)}</FieldError>
 */
export function FieldError({ children: message, id }: FieldErrorProps) {
  const children = useSteadyDuringPress(message);
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <p className="tdm-field-error" id={id} role="alert">
      <Icon name="error" size="1.1em" />
      <span>{children}</span>
    </p>
  );
}

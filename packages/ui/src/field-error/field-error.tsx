import type { ReactNode } from "react";
import { Icon } from "../internal/icon.tsx";
import "./field-error.css";

export interface FieldErrorProps {
  /** The translated message; nothing renders without one. */
  children?: ReactNode;
  /** Id the control points at with `aria-describedby`. */
  id?: string | undefined;
}

/**
 * The red line under a field saying what is wrong (B-17: inline errors use `role="alert"`, so the message is
 * announced as it appears). Renders nothing when there is no message.
 * @example <FieldError id="zip-error">{i18n._(error)}</FieldError>
 */
export function FieldError({ children, id }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <p className="tdm-field-error" id={id} role="alert">
      <Icon name="error" size="1.1em" />
      <span>{children}</span>
    </p>
  );
}

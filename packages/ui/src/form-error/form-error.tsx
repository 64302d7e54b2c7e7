import type { ReactNode } from "react";
import { Icon } from "../internal/icon.tsx";
import "./form-error.css";

export interface FormErrorProps {
  /** The translated message (e.g. the `errors.<code>` text of a failed submit); nothing renders without one. */
  children?: ReactNode;
  /** @defaultValue undefined */
  id?: string;
}

/**
 * The inline error under a form after a failed submit (F-006): red text with an icon, announced with
 * `role="alert"`. The form keeps what was typed; this only says what happened and what to do.
 * @example <FormError>{error && i18n._(errorMessage(error))}</FormError>
 */
export function FormError({ children, id }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <div className="tdm-form-error" id={id} role="alert">
      <Icon name="error" />
      <p>{children}</p>
    </div>
  );
}

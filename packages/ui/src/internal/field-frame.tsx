import { useLingui } from "@lingui/react";
import { useId, type ReactNode } from "react";
import { FieldError } from "../field-error/field-error.tsx";
import { uiMessages } from "./messages.ts";
import "./field-frame.css";

/** The ARIA wiring a labelled control needs, as props to spread on the input. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/** The shared props of every labelled field: label above, hint under it, error under the control. */
export interface FieldChromeProps {
  /** The visible label above the control. */
  label: ReactNode;
  /** Help under the label, linked with `aria-describedby` (GOV.UK habit: hints under labels). */
  hint?: ReactNode;
  /** A translated error shown under the control with `role="alert"`; marks the control invalid. */
  error?: ReactNode;
  /** Adds "(optional)" to the label. @defaultValue false */
  optional?: boolean;
}

interface FieldFrameProps extends FieldChromeProps {
  id?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint, control and error in the GOV.UK order, with ids linking them for screen readers. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  optional = false,
  className,
  children,
}: FieldFrameProps) {
  const { i18n } = useLingui();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["tdm-field", error ? "tdm-field--invalid" : "", className].filter(Boolean).join(" ")}>
      <label className="tdm-field__label" htmlFor={controlId}>
        {label}
        {optional && (
          <>
            {" "}
            <span className="tdm-field__optional">{i18n._(uiMessages.optional)}</span>
          </>
        )}
      </label>
      {hint && (
        <p className="tdm-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import "./error-summary.css";

const title = msg({ id: "forms.error_summary_title", message: "There is a problem" });

/** One entry of an {@link ErrorSummary}: the field's id and its translated message. */
export interface ErrorSummaryItem {
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** The errors in the order of the fields; nothing renders while empty. */
  items: readonly ErrorSummaryItem[];
  /**
   * Focus moves to the summary when it first renders with errors and whenever this value changes: pass the form's
   * submit count, so each failed submit lands on the summary (GOV.UK error summary; B-17).
   */
  focusKey?: number;
}

// GOV.UK's habit: a link moves focus to its field and brings the field's label into view with it.
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = (field as HTMLInputElement).labels?.[0];
  (label ?? field).scrollIntoView?.({ block: "start" });
  field.focus({ preventScroll: true });
}

/**
 * The box at the top of a form after a failed submit (visual brief: errors summarised at the top and beside the
 * field): "There is a problem" and one link per error, each moving focus to its field.
 * @example <ErrorSummary focusKey={formState.submitCount} items={[{ fieldId: "zip", message: "This field is required." }]} />
 */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Only a new submit moves focus: an error that comes back on blur must not pull the member away from a field.
  useEffect(() => {
    box.current?.focus();
  }, [focusKey]);
  if (items.length === 0) return null;
  return (
    <div className="tdm-error-summary" ref={box} tabIndex={-1} aria-labelledby={titleId}>
      <div role="alert">
        <h2 className="tdm-error-summary__title" id={titleId}>
          {i18n._(title)}
        </h2>
        <ul className="tdm-error-summary__list">
          {items.map((item) => (
            <li key={item.fieldId}>
              <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { Icon, type IconName } from "../internal/icon.tsx";
import { CloseButton } from "../internal/close-button.tsx";
import "./alert.css";

export const ALERT_VARIANTS = ["info", "success", "warning", "danger"] as const;
export type AlertVariant = (typeof ALERT_VARIANTS)[number];

const ICONS: Record<AlertVariant, IconName> = {
  info: "info",
  success: "check",
  warning: "warning",
  danger: "error",
};

// What the colour and icon say, for screen readers: a warning or danger banner opens with its word.
const VARIANT_WORDS: Partial<Record<AlertVariant, MessageDescriptor>> = {
  warning: msg({ id: "common.alert_warning", message: "Warning:" }),
  danger: msg({ id: "common.alert_danger", message: "Important:" }),
};

export interface AlertProps {
  /** Colour and icon of the message. @defaultValue "info" */
  variant?: AlertVariant;
  /** A short bold first line. */
  title?: ReactNode;
  /** The message itself (text or rendered markdown). */
  children?: ReactNode;
  /** A button or link that acts on the message, e.g. "View orders". */
  action?: ReactNode;
  /**
   * Draws the eye with a few soft pulses (the dashboard's unclaimed-orders banner). It stops on its own within
   * five seconds (WCAG 2.2.2) and not at all under reduced motion. @defaultValue false
   */
  blink?: boolean;
  /** Announces the banner when it appears (`role="alert"` for danger, `status` otherwise). @defaultValue false */
  live?: boolean;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
}

/**
 * A banner: server alerts, the read-only notice, the ongoing-trip and unclaimed-orders banners of the dashboard.
 * A warning or danger banner opens with a word screen readers hear ("Warning:", "Important:"), as its colour and
 * icon say it to the eye.
 * @example <Alert variant="success" blink action={<Link to="/unclaimed-orders">View</Link>}>2 orders to pick up</Alert>
 */
export function Alert(props: AlertProps) {
  const { variant = "info", title, children, action, blink = false, live = false, onDismiss } = props;
  const { i18n } = useLingui();
  const word = VARIANT_WORDS[variant];
  const role = live ? (variant === "danger" ? "alert" : "status") : undefined;
  const classes = ["tdm-alert", `tdm-alert--${variant}`, blink && "tdm-alert--blink"]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes} role={role}>
      <span className="tdm-alert__icon">
        <Icon name={ICONS[variant]} />
      </span>
      <div className="tdm-alert__body">
        {word && <span className="tdm-visually-hidden">{i18n._(word)} </span>}
        {title && <p className="tdm-alert__title">{title}</p>}
        {children && <div className="tdm-alert__text">{children}</div>}
      </div>
      {action && <div className="tdm-alert__action">{action}</div>}
      {onDismiss && <CloseButton className="tdm-alert__dismiss" onClick={onDismiss} />}
    </div>
  );
}

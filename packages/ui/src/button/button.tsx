import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import "./button.css";

export const BUTTON_VARIANTS = [
  "primary",
  "secondary",
  "success",
  "danger",
  "warning",
  "info",
  "dark",
  "light",
  "link",
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Colour role. @defaultValue "primary" */
  variant?: ButtonVariant;
  /** Outlined instead of filled. @defaultValue false */
  outline?: boolean;
  /** @defaultValue "md" */
  size?: ButtonSize;
  /** Full width of its container. @defaultValue false */
  block?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks, keeping its label and size. */
  loading?: boolean;
  children: ReactNode;
  /** Forwarded to the button, e.g. to move focus to it (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

export interface ButtonLookOptions {
  variant?: ButtonVariant;
  outline?: boolean;
  size?: ButtonSize;
  block?: boolean;
  className?: string | undefined;
}

/**
 * The class names of a button's look, for links that should look like buttons (a router `<Link>`):
 * `<Link className={buttonClassName({ variant: "primary" })} to="/start">`.
 */
export function buttonClassName({
  variant = "primary",
  outline = false,
  size = "md",
  block = false,
  className,
}: ButtonLookOptions = {}): string {
  return [
    "tdm-button",
    `tdm-button--${variant}`,
    size !== "md" && `tdm-button--${size}`,
    outline && "tdm-button--outline",
    block && "tdm-button--block",
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

/** Tandem's button: at least 44 px tall, visible focus, every variant AA-contrast in both themes. */
export function Button({
  variant = "primary",
  outline = false,
  size = "md",
  block = false,
  loading = false,
  type = "button",
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonClassName({ variant, outline, size, block, className });
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      // A busy submit button must not submit its form again (a click, or Enter in a field, clicks it).
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <span className="tdm-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

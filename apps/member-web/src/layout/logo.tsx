/** Tandem's mark: two wheels sharing one frame, in the programme's gold and ink. Decorative by default. */
export function Logo({ width = 48, title }: { width?: number; title?: string }) {
  return (
    <svg
      width={width}
      height={(width * 28) / 48}
      viewBox="0 0 48 28"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <circle cx="11" cy="17" r="9" fill="none" stroke="var(--tdm-color-ink)" strokeWidth="3.5" />
      <circle cx="37" cy="17" r="9" fill="none" stroke="var(--tdm-color-ink)" strokeWidth="3.5" />
      <path
        d="M11 17 L20 5 L29 17 L37 17 M20 5 L33 5"
        fill="none"
        stroke="var(--tdm-color-accent)"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

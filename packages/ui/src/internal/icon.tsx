// The few line icons ui needs, drawn inline so they inherit colour and never wait on a network request.
const PATHS = {
  close: ["M6 6l12 12", "M18 6L6 18"],
  check: ["M5 12.5l4.5 4.5L19 7"],
  info: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 11v6", "M12 7.5v.01"],
  warning: ["M12 3.5l9.5 16.5h-19z", "M12 10v4.5", "M12 17.5v.01"],
  error: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 7.5V13", "M12 16.5v.01"],
  copy: [
    "M11 9h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z",
    "M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1",
  ],
  "wifi-off": [
    "M3 3l18 18",
    "M8.5 16.2a5 5 0 0 1 6-.8",
    "M5 12.6a10 10 0 0 1 4.6-2.6",
    "M19 12.6a10 10 0 0 0-2.6-1.8",
    "M1.5 8.9a15 15 0 0 1 4.1-2.6",
    "M22.5 8.9A15 15 0 0 0 10.4 5.2",
    "M12 19.8v.01",
  ],
  "chevron-left": ["M15 18l-6-6 6-6"],
  "chevron-right": ["M9 18l6-6-6-6"],
  backspace: ["M21 5H9l-6 7 6 7h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1z", "M17 9l-6 6", "M11 9l6 6"],
  pause: ["M8 5v14", "M16 5v14"],
  play: ["M7 4.5v15l12-7.5z"],
  inbox: ["M3 13h5l1.5 3h5l1.5-3h5", "M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6z"],
} as const;

/** Names of the icons {@link Icon} can draw. */
export type IconName = keyof typeof PATHS;

/** A decorative 24 px line icon in the current text colour; the control around it carries the label. */
export function Icon({ name, size = "1.25em" }: { name: IconName; size?: string }) {
  return (
    <svg
      className="tdm-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

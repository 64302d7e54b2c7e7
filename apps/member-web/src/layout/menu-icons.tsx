// Line icons of the top bar and the menu footer, drawn inline (no network, current text colour).
const ICONS = {
  menu: ["M4 7h16", "M4 12h16", "M4 17h16"],
  close: ["M6 6l12 12", "M18 6L6 18"],
  instagram: [
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z",
    "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
    "M17.5 6.5v.01",
  ],
  linkedin: [
    "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z",
    "M8 10v7",
    "M8 7v.01",
    "M12 17v-4a2.5 2.5 0 0 1 5 0v4",
    "M12 10v7",
  ],
} as const;

/** A decorative 24 px icon; the control around it carries the label. */
export function MenuIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      width="1.5rem"
      height="1.5rem"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

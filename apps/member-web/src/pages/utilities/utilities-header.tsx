// The page's header picture: power, internet and gas, drawn inline so it never shifts or waits.
const ICONS = [
  // power: a bolt
  ["M13 2.5L5 13.5h6l-1 8 8-11h-6z"],
  // internet: signal arcs
  ["M2.5 9a14 14 0 0 1 19 0", "M6 12.5a9 9 0 0 1 12 0", "M9.5 16a4 4 0 0 1 5 0", "M12 19.5v.01"],
  // gas: a flame
  ["M12 21.5a6 6 0 0 0 6-6c0-4-3-6-4-9-1 2-2 3-3 3 0-2 0-4-1-6-2 3-4 6-4 12a6 6 0 0 0 6 6z"],
];

/** A calm band with the three utilities, decorative only (empty to assistive technology, B-17). */
export function UtilitiesHeader() {
  return (
    <div className="utilities-header" aria-hidden="true">
      {ICONS.map((paths) => (
        <span key={paths[0]} className="utilities-header__icon">
          <svg
            width="36"
            height="36"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.75}
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            {paths.map((d) => (
              <path key={d} d={d} />
            ))}
          </svg>
        </span>
      ))}
    </div>
  );
}

// The food index's header picture (B-02): a market stall's striped awning over crates of produce, drawn inline so it
// never shifts or waits. Colours come from the theme's tokens.
const STRIPES = Array.from({ length: 8 }, (_, index) => index);
const PRODUCE = [
  { x: 70, y: 92, r: 13, tone: "danger" },
  { x: 96, y: 90, r: 15, tone: "accent" },
  { x: 124, y: 93, r: 12, tone: "success" },
  { x: 198, y: 91, r: 14, tone: "accent" },
  { x: 226, y: 93, r: 12, tone: "danger" },
  { x: 252, y: 90, r: 15, tone: "success" },
] as const;

/** Decorative only (empty to assistive technology, B-17). */
export function FoodHeader() {
  return (
    <div className="food-header" aria-hidden="true">
      <svg viewBox="0 0 320 120" width="320" height="120" focusable="false" className="food-header__art">
        {STRIPES.map((index) => (
          <path
            key={index}
            className={
              index % 2 === 0 ? "food-header__stripe" : "food-header__stripe food-header__stripe--light"
            }
            d={`M${String(index * 40)} 8h40v26a20 20 0 0 1-40 0z`}
          />
        ))}
        <rect className="food-header__crate" x="52" y="98" width="92" height="18" rx="3" />
        <rect className="food-header__crate" x="180" y="98" width="92" height="18" rx="3" />
        {PRODUCE.map(({ x, y, r, tone }) => (
          <circle
            key={`${String(x)}-${String(y)}`}
            className={`food-header__fruit food-header__fruit--${tone}`}
            cx={x}
            cy={y}
            r={r}
          />
        ))}
      </svg>
    </div>
  );
}

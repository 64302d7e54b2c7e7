import type { VehicleType } from "@tandem/api-client/schemas";

// The vendor's own colour for the providers Portland has; ink for any other (F-180: the image goes by provider).
const PROVIDER_COLOURS: Record<string, string> = { lime: "#0b7a3e", biketown: "#c2410c" };
const OTHER = "#1f2937";

// Side views on a 48 × 32 grid: wheels, then the frame.
const FRAME = "M11 23l6-11h12l8 11M17 12l7 11h4M23 7h6M27 7l2 5";
const DRAWINGS: Record<VehicleType, { wheels: [number, number, number][]; path: string }> = {
  ebike: {
    wheels: [
      [11, 23, 6],
      [37, 23, 6],
    ],
    path: `${FRAME}M35 3l-2 4h3l-2 4`,
  },
  bike: {
    wheels: [
      [11, 23, 6],
      [37, 23, 6],
    ],
    path: FRAME,
  },
  escooter: {
    wheels: [
      [10, 25, 4],
      [38, 25, 4],
    ],
    path: "M10 25h23l5-19h4M36 6h-3",
  },
};

/**
 * A vehicle's picture by provider and type (F-180, F-182, C-29): 42 high in the list, 60 on the receipt.
 * Decorative: the row's text names the vendor and the vehicle.
 */
export function VehicleImage({
  type,
  providerSlug,
  height,
}: {
  type: VehicleType;
  providerSlug: string;
  height: 42 | 60;
}) {
  const colour = PROVIDER_COLOURS[providerSlug] ?? OTHER;
  return (
    <svg
      className="vehicle-image"
      data-provider={providerSlug}
      data-vehicle={type}
      viewBox="0 0 48 32"
      height={height}
      width={height * 1.5}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="32" rx="8" fill={colour} opacity="0.1" />
      <g fill="none" stroke={colour} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {DRAWINGS[type].wheels.map(([cx, cy, r]) => (
          <circle key={cx} cx={cx} cy={cy} r={r} />
        ))}
        <path d={DRAWINGS[type].path} />
      </g>
    </svg>
  );
}

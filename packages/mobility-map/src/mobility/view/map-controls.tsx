import { useLingui } from "@lingui/react";
import { mapMessages as m } from "../map-messages.ts";

const ICONS = {
  in: "M12 5v14M5 12h14",
  out: "M5 12h14",
  locate: "M12 2v3M12 19v3M2 12h3M19 12h3M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
};

function Icon({ d }: { d: string }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

interface MapControlsProps {
  onZoom: (delta: 1 | -1) => void;
  /** Shown once the member's position is known (F-109). */
  onLocate: (() => void) | null;
}

/** Zoom in, Zoom out (F-083) and Locate me (F-110): labelled buttons in the member's language, 44 px each. */
export function MapControls({ onZoom, onLocate }: MapControlsProps) {
  const { i18n } = useLingui();
  return (
    <div className="mobility-controls">
      {onLocate && (
        <button
          type="button"
          className="mobility-controls__button mobility-controls__locate"
          title={i18n._(m.locateMe)}
          aria-label={i18n._(m.locateMe)}
          onClick={onLocate}
        >
          <Icon d={ICONS.locate} />
        </button>
      )}
      <div className="mobility-controls__zoom">
        <button
          type="button"
          className="mobility-controls__button"
          title={i18n._(m.zoomIn)}
          aria-label={i18n._(m.zoomIn)}
          onClick={() => onZoom(1)}
        >
          <Icon d={ICONS.in} />
        </button>
        <button
          type="button"
          className="mobility-controls__button"
          title={i18n._(m.zoomOut)}
          aria-label={i18n._(m.zoomOut)}
          onClick={() => onZoom(-1)}
        >
          <Icon d={ICONS.out} />
        </button>
      </div>
    </div>
  );
}

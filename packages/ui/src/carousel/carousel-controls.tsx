import { useLingui } from "@lingui/react";
import { Icon } from "../internal/icon.tsx";
import { carouselMessages as m } from "./carousel-messages.ts";

interface CarouselControlsProps {
  count: number;
  index: number;
  goTo: (index: number) => void;
  /** Whether slides advance on their own; `undefined` hides the pause button (no auto-play). */
  playing: boolean | undefined;
  onPlayingChange: (playing: boolean) => void;
}

/** Pause/play (WCAG 2.2.2), previous, one dot per slide, next: every control a 44 px target. */
export function CarouselControls({ count, index, goTo, playing, onPlayingChange }: CarouselControlsProps) {
  const { i18n } = useLingui();
  const slideLabel = (position: number) =>
    i18n._({ ...m.slideOf, values: { position: position + 1, count } });
  return (
    <div className="tdm-carousel__controls">
      {playing !== undefined && (
        <button
          type="button"
          className="tdm-carousel__button"
          onClick={() => onPlayingChange(!playing)}
          aria-label={i18n._(playing ? m.pause : m.play)}
        >
          <Icon name={playing ? "pause" : "play"} />
        </button>
      )}
      <button
        type="button"
        className="tdm-carousel__button"
        onClick={() => goTo(index - 1)}
        aria-label={i18n._(m.previous)}
      >
        <Icon name="chevron-left" />
      </button>
      <div className="tdm-carousel__dots">
        {Array.from({ length: count }, (_, position) => (
          <button
            key={position}
            type="button"
            className="tdm-carousel__dot"
            aria-label={slideLabel(position)}
            aria-current={position === index || undefined}
            onClick={() => goTo(position)}
          />
        ))}
      </div>
      <button
        type="button"
        className="tdm-carousel__button"
        onClick={() => goTo(index + 1)}
        aria-label={i18n._(m.next)}
      >
        <Icon name="chevron-right" />
      </button>
    </div>
  );
}

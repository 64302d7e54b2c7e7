import { useLingui } from "@lingui/react";
import { Children, type ReactNode } from "react";
import { CarouselControls } from "./carousel-controls.tsx";
import { carouselMessages as m } from "./carousel-messages.ts";
import { useCarousel } from "./use-carousel.ts";
import "./carousel.css";

export interface CarouselProps {
  /** Names the carousel for screen readers, e.g. "What Tandem offers". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Milliseconds between slides (C-13; onboarding passes 2200, C-10). @defaultValue 5000 */
  interval?: number;
  /** Pixels a swipe must travel to change slide (C-13). @defaultValue 40 */
  swipeThreshold?: number;
  /** Advances on its own until paused; never under reduced motion. @defaultValue true */
  autoPlay?: boolean;
  /** Called with the new slide's index. */
  onChange?: (index: number) => void;
}

/**
 * Slides that fade from one to the next every `interval` ms, with previous/next buttons, one dot per slide, a
 * pause button (WCAG 2.2.2), swipe, and no movement while hovered or focused (APG carousel pattern).
 * @example <Carousel label="Welcome" interval={2200}>{slides.map((s) => <Slide key={s.id} {...s} />)}</Carousel>
 */
export function Carousel({
  label,
  children,
  interval = 5000,
  swipeThreshold = 40,
  autoPlay = true,
  onChange,
}: CarouselProps) {
  const { i18n } = useLingui();
  const slides = Children.toArray(children);
  const count = slides.length;
  const c = useCarousel({ count, interval, swipeThreshold, autoPlay, onChange });
  return (
    <section
      className="tdm-carousel"
      aria-roledescription={i18n._(m.carousel)}
      aria-label={label}
      onPointerEnter={() => c.setHeld(true)}
      onPointerLeave={() => c.setHeld(false)}
      onFocus={() => c.setHeld(true)}
      onBlur={() => c.setHeld(false)}
    >
      <div className="tdm-carousel__slides" aria-live={c.running ? "off" : "polite"} {...c.swipe}>
        {slides.map((slide, position) => (
          <div
            key={position}
            className="tdm-carousel__slide"
            role="group"
            aria-roledescription={i18n._(m.slide)}
            aria-label={i18n._({ ...m.slideOf, values: { position: position + 1, count } })}
            data-active={position === c.index || undefined}
            inert={position !== c.index}
            aria-hidden={position !== c.index || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <CarouselControls
          count={count}
          index={c.index}
          goTo={c.goTo}
          playing={autoPlay && !c.reducedMotion ? c.playing : undefined}
          onPlayingChange={c.setPlaying}
        />
      )}
    </section>
  );
}

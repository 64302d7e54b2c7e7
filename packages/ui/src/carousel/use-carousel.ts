import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useReducedMotion } from "../internal/use-reduced-motion.ts";

interface CarouselOptions {
  count: number;
  interval: number;
  swipeThreshold: number;
  autoPlay: boolean;
  onChange: ((index: number) => void) | undefined;
}

/**
 * State of a carousel: the current slide, auto-advance every `interval` ms unless paused (by the member, by
 * hover or focus, or by reduced motion), and swipes of at least `swipeThreshold` px (C-13).
 */
export function useCarousel({ count, interval, swipeThreshold, autoPlay, onChange }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoPlay);
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion();
  const swipeStart = useRef<number | null>(null);
  const running = playing && !held && !reducedMotion && count > 1;

  const goTo = (next: number) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    onChange?.(wrapped);
  };
  const advance = useRef(goTo);
  advance.current = goTo;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => advance.current(index + 1), interval);
    return () => window.clearInterval(timer);
  }, [running, interval, index]);

  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      swipeStart.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (swipeStart.current === null) return;
      const distance = event.clientX - swipeStart.current;
      swipeStart.current = null;
      if (Math.abs(distance) >= swipeThreshold) goTo(index + (distance < 0 ? 1 : -1));
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };
  return { index, goTo, playing, setPlaying, running, setHeld, swipe, reducedMotion };
}

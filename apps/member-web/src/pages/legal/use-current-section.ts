import { useEffect, useState } from "react";

// The reading line: a section is current while it crosses the band from 15% to 25% of the viewport's height,
// below the sticky bars and where the eye rests when reading down a page.
const READING_BAND = "-15% 0px -75% 0px";

/**
 * The id of the section being read (F-203): IntersectionObservers watch the sections and report the first one, in
 * page order, that crosses the reading band; until one does, the first section. Short sections at the very end
 * never reach the band, so once the end marker `endId` shows, the last section is current. No scroll listener.
 * @example const current = useCurrentSection(["policy-cookies", "policy-children"], "policy-end");
 */
export function useCurrentSection(ids: readonly string[], endId: string): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const key = ids.join(" ");
  useEffect(() => {
    const order = key.split(" ");
    const elements = order.flatMap((id) => document.getElementById(id) ?? []);
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;
    const crossing = new Set<string>();
    let atEnd = false;
    const update = () => {
      const found = atEnd ? order.at(-1) : order.find((id) => crossing.has(id));
      if (found) setCurrent(found);
    };
    const sections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        update();
      },
      { rootMargin: READING_BAND },
    );
    const end = new IntersectionObserver((entries) => {
      atEnd = entries.some((entry) => entry.isIntersecting);
      update();
    });
    for (const element of elements) sections.observe(element);
    const marker = document.getElementById(endId);
    if (marker) end.observe(marker);
    return () => {
      sections.disconnect();
      end.disconnect();
    };
  }, [key, endId]);
  return current;
}

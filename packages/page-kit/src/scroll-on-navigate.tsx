import { useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

const positions = new Map<string, number>();

/**
 * A new page opens at its top (B-11); Back and Forward return to where the member was on that page. A change of
 * query or hash on the same page keeps the scroll (a ledger's next page, a dialog's hash). Rendered once, at the
 * root of the routes.
 */
export function ScrollOnNavigate() {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous) positions.set(previous.key, window.scrollY);
    shown.current = { key, pathname };
    if (type === NavigationType.Pop) {
      const saved = positions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (previous && previous.pathname !== pathname) {
      window.scrollTo(0, 0);
    }
  }, [key, pathname, type]);
  return null;
}

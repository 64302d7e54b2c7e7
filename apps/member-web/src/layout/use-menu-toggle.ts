import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * The top bar's menu state (F-012): open for one location only, so any navigation closes it with no effect to
 * run; Escape closes it and puts focus back on the toggle; a press outside the bar closes it.
 */
export function useMenuToggle() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const setOpen = (next: boolean) => setOpenAt(next ? key : null);
  const bar = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
  return { open, setOpen, bar, toggle };
}

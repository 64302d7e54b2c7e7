import { useLingui } from "@lingui/react";
import { Drawer } from "@tandem/ui/drawer";
import { useEffect, useRef, useState, type Dispatch } from "react";
import type { DrawerEvent, DrawerState } from "../../core/drawer-machine.ts";
import { mapMessages as m } from "../map-messages.ts";
import { DrawerContent, type DrawerContentProps } from "./drawer-content.tsx";

const LABELS = {
  intro: m.drawerIntro,
  loading: m.drawerVehicle,
  vehicle: m.drawerVehicle,
  unavailable: m.drawerVehicle,
  prohibited: m.drawerVehicle,
  failed: m.drawerError,
  trip: m.drawerTrip,
  ended: m.drawerSummary,
} as const;

/**
 * When what the drawer shows changes, focus moves to it (so a screen reader reads the new card); back on the intro,
 * focus returns to the list's vehicle that opened the card when it is still listed.
 */
function useDrawerFocus(element: React.RefObject<HTMLElement | null>, state: DrawerState) {
  const lastListed = useRef<string | null>(null);
  const first = useRef(true);
  useEffect(() => {
    if (state.kind === "loading" || state.kind === "unavailable" || state.kind === "prohibited")
      lastListed.current = state.vehicle.id;
  }, [state]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const drawer = element.current;
    if (!drawer) return;
    if (state.kind !== "intro") return drawer.focus();
    const inside = drawer.contains(document.activeElement) || document.activeElement === document.body;
    if (!inside) return;
    const back = lastListed.current
      ? drawer.querySelector<HTMLElement>(`[data-vehicle-id="${CSS.escape(lastListed.current)}"]`)
      : null;
    (back ?? drawer).focus();
  }, [element, state.kind]);
}

/** Close ends the summary, or clears a selection; the intro and the trip have none. */
function closeOf(state: DrawerState, dispatch: Dispatch<DrawerEvent>) {
  if (state.kind === "ended") return () => dispatch({ type: "summary-closed" });
  if (state.kind === "intro" || state.kind === "trip") return undefined;
  return () => dispatch({ type: "map-tapped" });
}

/** The drawer's title: the vehicle's service, the prohibited provider, or the state's label (none on the intro). */
function titleOf(state: DrawerState, label: string) {
  if (state.kind === "vehicle") return state.detail.vendorService.name;
  if (state.kind === "prohibited") return state.vehicle.provider.name;
  return state.kind === "intro" ? undefined : label;
}

/** What the drawer is given: its state, the trip's writes, the nearby list and the member's place. */
export type MapDrawerProps = Omit<DrawerContentProps, "listOpen" | "onToggleList">;

/**
 * The map's drawer (F-082): a non-modal dialog showing exactly one state, focus following it (see
 * {@link useDrawerFocus}). Escape or Close clears a selection.
 */
export function MapDrawer(props: MapDrawerProps) {
  const { i18n } = useLingui();
  const { state, dispatch } = props;
  const element = useRef<HTMLElement>(null);
  const [listOpen, setListOpen] = useState(false);
  useDrawerFocus(element, state);
  const close = closeOf(state, dispatch);
  const label = i18n._(LABELS[state.kind]);
  const title = titleOf(state, label);
  return (
    <Drawer
      open
      dialog
      placement="contained"
      ref={element}
      label={label}
      {...(title ? { title } : {})}
      {...(close ? { onClose: close } : {})}
    >
      <DrawerContent {...props} listOpen={listOpen} onToggleList={() => setListOpen((open) => !open)} />
    </Drawer>
  );
}

import type { MobilityTrip } from "@tandem/api-client/schemas";
import { useReducer, useRef, type Dispatch } from "react";
import {
  drawerReducer,
  initialDrawer,
  type DrawerEvent,
  type DrawerState,
} from "../../core/drawer-machine.ts";

/** The drawer's state, how to change it, and its latest state for callbacks that outlive a render. */
export interface DrawerHandle {
  drawer: DrawerState;
  dispatch: Dispatch<DrawerEvent>;
  /** What the drawer shows now: an answer, a timer or a map tap reads it here, not from its own render. */
  latest: { readonly current: DrawerState };
}

/** The drawer's state machine (core `drawerReducer`), starting on the trip card when the member rides (F-105). */
export function useDrawerState(ongoingTrip: MobilityTrip | null | undefined): DrawerHandle {
  const [drawer, dispatch] = useReducer(drawerReducer, ongoingTrip, initialDrawer);
  const latest = useRef(drawer);
  latest.current = drawer;
  return { drawer, dispatch, latest };
}

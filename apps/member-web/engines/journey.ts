import { expect } from "vitest";
import { axeViolations } from "./axe.ts";
import type { CuttableRoute } from "./cuttable-route.ts";
import type { EngineName, Whereabouts } from "./driver.ts";
import type { LaneSetup } from "./global-setup.ts";
import type { LanePage } from "./lane-page.ts";

/** What a journey has besides its page: the sandboxes and the route the lane can cut. */
export interface LaneRun {
  setup: LaneSetup;
  route: CuttableRoute;
}

/** One short journey, written once and run in every engine it names. */
export interface Journey {
  /** Acceptance rows first, then what the member does. */
  name: string;
  /** The API the sandbox speaks (default the spec's); `route`: the spec's, through the lane's cuttable route. */
  api?: "spec" | "current" | "route";
  /** Where the browser says the member is (default downtown Portland). */
  whereabouts?: Whereabouts;
  /** The engines it runs in (default all). */
  engines?: EngineName[];
  /** Errors the app logs by design on this journey (e.g. a failed request while offline). */
  expectedErrors?: RegExp;
  run(page: LanePage, lane: LaneRun): Promise<void>;
}

/** axe at the phone size the journeys run at: zero violations of the Chromium journeys' rule set. */
export async function expectNoA11yViolations(page: LanePage): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

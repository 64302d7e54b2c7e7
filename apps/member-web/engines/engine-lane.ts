import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cuttableRoute, type CuttableRoute } from "./cuttable-route.ts";
import type { EngineDriver, EngineName } from "./driver.ts";
import type { Journey } from "./journey.ts";
import { signIn, spanish } from "./journeys/sign-in.ts";
import { addCard, orderFood } from "./journeys/food-and-card.ts";
import { ride } from "./journeys/ride.ts";
import { payBalance } from "./journeys/pay-balance.ts";
import { offline } from "./journeys/offline.ts";
import { addToHomeScreen, locationDenied } from "./journeys/platform.ts";
import { LanePage } from "./lane-page.ts";
import { puppeteerDriver } from "./puppeteer-driver.ts";
import { webkitDriver } from "./webkit-driver.ts";

/**
 * The browser's own log line for an answer that is not 2xx (Chromium: "Failed to load resource"), e.g. the
 * expected 401 of `GET /me` for a visitor: a network log, not an error of the page.
 */
const BROWSER_NETWORK_LOG = "console: Failed to load resource: ";

/** The lane's journeys, in the order they run in each engine. */
export const JOURNEYS: Journey[] = [
  signIn,
  spanish,
  orderFood,
  addCard,
  ride,
  payBalance,
  offline,
  locationDenied,
  addToHomeScreen,
];

/** Registers every journey for one engine: one browser for all of them, a fresh state for each. */
export function engineLane(engine: EngineName): void {
  describe(engine, () => {
    const setup = inject("lane");
    let driver: EngineDriver;
    let route: CuttableRoute;

    beforeAll(async () => {
      route = await cuttableRoute(setup.specPort);
      const options = { display: setup.display, origins: [setup.spec, setup.current, route.origin] };
      driver = engine === "webkit" ? await webkitDriver(options) : await puppeteerDriver(engine, options);
    });

    afterAll(async () => {
      await driver?.close();
      await route?.close();
    });

    for (const journey of JOURNEYS.filter((j) => !j.engines || j.engines.includes(engine))) {
      it(`${journey.name} (${engine})`, async () => {
        const whereabouts = journey.whereabouts ?? "downtown";
        await driver.fresh({ whereabouts });
        const origin = { spec: setup.spec, current: setup.current, route: route.origin }[
          journey.api ?? "spec"
        ];
        const page = new LanePage(driver, origin, whereabouts);
        await journey
          .run(page, { setup, route })
          .catch(async (error: unknown) => {
            throw new Error(`${String(error)}\n${await page.whereAmI()}`, { cause: error });
          })
          // A journey that failed offline leaves the network back for the next one.
          .finally(() => route.restore());
        const errors = (await driver.errors()).filter(
          (error) => !journey.expectedErrors?.test(error) && !error.startsWith(BROWSER_NETWORK_LOG),
        );
        expect(errors).toEqual([]);
      });
    }
  });
}

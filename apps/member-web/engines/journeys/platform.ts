import { expect } from "vitest";
import type { EngineName } from "../driver.ts";
import type { Journey } from "../journey.ts";
import { newMember, signInByApi } from "../members.ts";
import { stillAbsentAfterCheck, waitForServiceWorker } from "../service-worker.ts";
import { openMobility } from "./ride.ts";

// Each browser's own help on allowing location (location-help.ts of @tandem/mobility-map): Chrome's desktop page,
// Firefox's, and Safari's on an iPhone (this lane's WebKit is an iPhone).
const LOCATION_HELP: Record<EngineName, RegExp> = {
  chromium: /^https:\/\/support\.google\.com\/chrome\/answer\/142065\?co=GENIE\.Platform%3DDesktop$/,
  firefox: /^https:\/\/support\.mozilla\.org\/kb\/does-firefox-share-my-location-websites$/,
  webkit: /^https:\/\/support\.apple\.com\/en-us\/102647$/,
};

export const locationDenied: Journey = {
  name: "F-111 with location denied, the drawer tells how to allow it in this very browser",
  whereabouts: "denied",
  async run(page) {
    await newMember(page, "en");
    await openMobility(page);
    const help = await page.see({ role: "link", name: "See how to allow location in your browser" });
    expect(help.href).toMatch(LOCATION_HELP[page.driver.name]);
    await page.seeText("Tandem can't see where you are.");
  },
};

const shareSteps = "Tap the Share button, then choose “Add to Home Screen”.";

export const addToHomeScreen: Journey = {
  name: "D-04 on an iPhone, the dashboard's prompt gives Safari's Share → Add to Home Screen steps; F-069 none once installed",
  engines: ["webkit"],
  async run(page) {
    await signInByApi(page, "15035550142", "en");
    await page.open("/app/dashboard");
    await page.see({ role: "region", name: "Your programs" });
    // F-070: the prompt needs a registered service worker, looked for once a second after the page mounts; a
    // first visit registers it once loaded. The member's next visit finds it.
    await waitForServiceWorker(page);
    await page.open("/app/dashboard");
    await page.seeText(shareSteps);
    await page.seeText("Add Tandem to your home screen");
    // Added to the home screen, iOS starts the app with `navigator.standalone` set: the lane sets it in the page,
    // then the member goes to Food and back Home by the tabs, a fresh mount of the prompt.
    await page.driver.evaluate(
      `(Object.defineProperty(navigator, "standalone", { value: true, configurable: true }), true)`,
    );
    await page.tap({ role: "link", name: "Food" });
    await page.see({ role: "heading", name: "Food" });
    await page.tap({ role: "link", name: "Home" });
    await page.see({ role: "region", name: "Your programs" });
    await stillAbsentAfterCheck(page, shareSteps);
  },
};

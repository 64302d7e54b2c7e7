import type { Journey } from "../journey.ts";
import { newMember } from "../members.ts";

const food = { role: "link", name: "Food" } as const;

export const offline: Journey = {
  name: "F-012 B-10 the network goes away with the app open: the member is told, and it carries on once back",
  api: "route",
  // Cut off, the app logs its failed requests ("[api] non-HTTP error …") and the page it could not load, and
  // Chromium its service worker's script it could not fetch.
  expectedErrors:
    /^console: (\[api\] non-HTTP error|page failed|An unknown error occurred when fetching the script)/,
  async run(page, { route }) {
    await newMember(page, "en");
    await page.open("/app/dashboard");
    await page.see({ role: "region", name: "Your programs" });
    route.cut();
    if (page.driver.can.offlineMode) {
      // F-012: the browser reports offline; the top bar's wifi-off icon says so.
      await page.driver.setOffline(true);
      await page.see({ role: "status", name: "You're offline" });
      await page.tap(food);
      // B-10: a page that needs the network says the member is offline, and loads by itself once back.
      await page.see({ role: "heading", name: "You're offline" });
      route.restore();
      await page.driver.setOffline(false);
      await page.gone({ role: "status", name: "You're offline" });
      await page.see({ role: "heading", name: "Food" });
    } else {
      // WebKit's WebDriver cannot report the browser offline (nor does an iPhone on a network that carries
      // nothing): the route is gone, the page says so in the frame (no reload into the browser's error page, B-09).
      await page.tap(food);
      await page.see({ role: "heading", name: "Something went wrong" });
      await page.seeText(/check your (internet )?connection and try again/);
      route.restore();
      // The page whose module failed to load stays failed until a reload (WebKit keeps the failed import); the
      // member goes home, which needs nothing new.
      await page.tap({ role: "link", name: "Go home" });
      await page.see({ role: "region", name: "Your programs" });
    }
  },
};

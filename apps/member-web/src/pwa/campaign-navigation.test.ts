import { describe, expect, it } from "vitest";
import { isCampaignNavigation } from "./campaign-navigation.ts";

const visit = (address: string, mode: RequestMode = "navigate") => {
  const url = new URL(address, "https://tandem.example");
  return isCampaignNavigation({ request: { mode } as Request, url });
};

describe("the service worker's campaign links", () => {
  it("sends a navigation into the app with utm_ parameters to the server, which keeps them in cookies", () => {
    expect(visit("/app/?utm_source=flyer&utm_campaign=spring")).toBe(true);
    expect(visit("/app/start?lang=es&utm_medium=sms")).toBe(true);
  });

  it("answers every other navigation, a script's fetch and another path from its cache as before", () => {
    expect(visit("/app/")).toBe(false);
    expect(visit("/app/dashboard?tab=utm")).toBe(false);
    expect(visit("/app/?utm_source=flyer", "cors")).toBe(false);
    expect(visit("/sandbox/?utm_source=flyer")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { buildTargets, policyBuildTargets, supportedBrowsers } from "./browsers.js";

describe("the build's targets from the browser policy", () => {
  it("takes the oldest version of each engine, mobile names under their engine", () => {
    expect(
      buildTargets([
        "chrome 120",
        "chrome 109",
        "and_chr 157",
        "android 157",
        "ios_saf 15.6-15.8",
        "ios_saf 15.4",
      ]),
    ).toEqual(["chrome109", "ios15.4"]);
  });

  it("compares minor versions as numbers (15.10 is newer than 15.4)", () => {
    expect(buildTargets(["safari 15.10", "safari 15.4", "safari 16.0"])).toEqual(["safari15.4"]);
  });

  it("targets Samsung Internet by the Chromium it is built on", () => {
    expect(buildTargets(["samsung 20", "chrome 109"])).toEqual(["chrome106"]);
    expect(buildTargets(["samsung 99"])).toEqual(["chrome130"]);
  });

  it("fails on a browser the build cannot target instead of leaving it out", () => {
    expect(() => buildTargets(["op_mini all"])).toThrow(/op_mini all/);
    expect(() => buildTargets(["samsung 4"])).toThrow(/samsung 4/);
    expect(() => buildTargets(["android 4.4.3-4.4.4"])).toThrow(/android/);
  });

  it("keeps the policy's floor: Safari and iOS 15.4, Chromium of four years (Samsung Internet 21 is Chromium 110), Firefox ESR 115", () => {
    expect(supportedBrowsers()).toContain("ios_saf 15.4");
    expect(policyBuildTargets()).toEqual(["chrome109", "edge109", "firefox115", "ios15.4", "safari15.4"]);
  });
});

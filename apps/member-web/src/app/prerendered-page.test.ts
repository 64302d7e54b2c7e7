import { afterEach, describe, expect, it } from "vitest";
import { prerenderedPage } from "./prerendered-page.ts";

function root(path: string | null) {
  const element = document.createElement("div");
  if (path !== null) element.setAttribute("data-prerendered", path);
  return element;
}
const at = (pathname: string) => ({ pathname }) as Location;

afterEach(() => document.documentElement.removeAttribute("data-wait"));

describe("which first loads hydrate the prerendered HTML", () => {
  it("R-01 R-05 a first-time visitor's /app/ and /app/start hydrate the page they show", () => {
    expect(prerenderedPage(root("/app/"), at("/app/"))).toBe("/app/");
    expect(prerenderedPage(root("/app/start"), at("/app/start"))).toBe("/app/start");
  });

  it("R-02 the HTML of another address, or the empty shell, is rendered afresh", () => {
    expect(prerenderedPage(root("/app/"), at("/app/index.html"))).toBeNull();
    expect(prerenderedPage(root(null), at("/app/dashboard"))).toBeNull();
  });

  it("R-04 S-07 a browser where a member signed in renders afresh, so the guard can send them on", () => {
    window.localStorage.setItem("signed-in", "true");
    expect(prerenderedPage(root("/app/"), at("/app/"))).toBeNull();
    window.localStorage.setItem("signed-in", "false");
    expect(prerenderedPage(root("/app/"), at("/app/"))).toBe("/app/");
  });

  it("F-016 a browser that chose Spanish (the boot script marked it) renders afresh in Spanish", () => {
    document.documentElement.setAttribute("data-wait", "");
    expect(prerenderedPage(root("/app/"), at("/app/"))).toBeNull();
  });
});

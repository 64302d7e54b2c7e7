import { describe, expect, it } from "vitest";
import { resolveLinkTarget } from "./link-target.ts";
import { WEB_SCHEMES } from "./safe-url.ts";

describe("link behaviour in product text (doc 1 §9)", () => {
  it.each([
    ["/terms-of-use__blank__", { kind: "app", to: "/terms-of-use", replace: false, newTab: true }, "F-023"],
    ["/funding", { kind: "app", to: "/funding", replace: false, newTab: false }, "F-024"],
    ["#faq", { kind: "app", to: "#faq", replace: false, newTab: false }, "F-024"],
    ["##check-details", { kind: "app", to: "#check-details", replace: true, newTab: false }, "F-024"],
    ["/add-card##help", { kind: "app", to: "/add-card#help", replace: true, newTab: false }, "F-024"],
    ["https://li.me/", { kind: "external", href: "https://li.me/", rel: "noopener noreferrer" }, "F-025"],
    ["//evil.example/x", { kind: "external", href: "//evil.example/x", rel: "noopener noreferrer" }, "S-02"],
    [
      "https://tandem.example/faq",
      { kind: "external", href: "https://tandem.example/faq", rel: "noopener" },
      "F-025",
    ],
    [
      "https://tandem.example.evil/",
      { kind: "external", href: "https://tandem.example.evil/", rel: "noopener noreferrer" },
      "S-02",
    ],
    [
      "https://tandem.example/x__blank__",
      { kind: "external", href: "https://tandem.example/x", rel: "noopener" },
      "F-023",
    ],
    ["tel:+15035550100", { kind: "contact", href: "tel:+15035550100" }, "contact"],
  ])("%s → %o (%s)", (href, target, _row) => {
    expect(resolveLinkTarget(href, { marketingHost: "tandem.example" })).toEqual(target);
  });

  it.each([
    "java__blank__script:alert(1)",
    "javascript:alert(1)__blank__",
    "intent__blank__://scan/#Intent;scheme=zxing;end",
    "vb__blank__script:msgbox(1)",
    "da__blank__ta:text/html,<script>alert(1)</script>",
    "java&#95;_blank__script:alert(1)",
  ])("S-03 %j is judged as rendered, marker removed, and gives no link", (href) => {
    expect(resolveLinkTarget(href)).toBeNull();
  });

  it.each([
    ["/\\evil.example/x", "https://evil.example/x"],
    ["/\t/evil.example/x", "https://evil.example/x"],
    ["/\n/evil.example/x", "https://evil.example/x"],
    ["\r//evil.example/x", "https://evil.example/x"],
    ["/\\\\evil.example", "https://evil.example/"],
  ])(
    "S-02 %j leaves the site in the browser, so it opens as external, never in the member's tab",
    (href, lands) => {
      const target = resolveLinkTarget(href);
      expect(target).toMatchObject({ kind: "external", rel: "noopener noreferrer" });
      // What the browser makes of the rendered address: another site, which is why it may not be an app route.
      const rendered = target?.kind === "external" ? target.href : "";
      expect(new URL(rendered, "https://tandem.example/app/").href).toBe(lands);
    },
  );

  it("F-024 a path the browser keeps on the app's origin stays an app route, tabs and newlines removed", () => {
    expect(resolveLinkTarget("/fun\tding")).toMatchObject({ kind: "app", to: "/funding" });
    expect(resolveLinkTarget("/food/12?x=/\\y")).toMatchObject({ kind: "app", to: "/food/12?x=/\\y" });
  });

  it("an app link allows only the web and in-app paths when given those schemes", () => {
    const web = { schemes: WEB_SCHEMES };
    expect(resolveLinkTarget("/food/12", web)).toMatchObject({ kind: "app", to: "/food/12" });
    expect(resolveLinkTarget("https://li.me/", web)).toMatchObject({ kind: "external" });
    expect(resolveLinkTarget("tel:+15035550100", web)).toBeNull();
    expect(resolveLinkTarget("intent://x#Intent;end", web)).toBeNull();
  });
});

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

  it("an app link allows only the web and in-app paths when given those schemes", () => {
    const web = { schemes: WEB_SCHEMES };
    expect(resolveLinkTarget("/food/12", web)).toMatchObject({ kind: "app", to: "/food/12" });
    expect(resolveLinkTarget("https://li.me/", web)).toMatchObject({ kind: "external" });
    expect(resolveLinkTarget("tel:+15035550100", web)).toBeNull();
    expect(resolveLinkTarget("intent://x#Intent;end", web)).toBeNull();
  });
});

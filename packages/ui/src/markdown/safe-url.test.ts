import { describe, expect, it } from "vitest";
import { checkHref, isSafeImageUrl, isSafeLinkUrl, normalizeUrl, WEB_SCHEMES } from "./safe-url.ts";

describe("link safety rules (doc 1 §5, S-03)", () => {
  it.each([
    ["/funding", true],
    ["#check-details", true],
    ["https://tandem.example/faq", true],
    ["mailto:help@tandem.example", true],
    ["tel:+15035550100", true],
    ["javascript:alert(1)", false],
    ["JaVaScRiPt:alert(1)", false],
    ["&#106;avascript:alert(1)", false],
    ["&#x6A&#x61vascript:alert(1)", false],
    ["java\tscript:alert(1)", false],
    ["java&Tab;script:alert(1)", false],
    ["javascript&colon;alert(1)", false],
    ["javascript%3Aalert(1)", false],
    ["javascript%253Aalert(1)", false],
    ["\u0001 javascript:alert(1)", false],
    ["vbscript:msgbox(1)", false],
    ["data:text/html,<script>", false],
    ["data:image/png;base64,AAAA", true],
    ["data:image/svg+xml,<svg onload=alert(1)>", false],
    ["file:///etc/passwd", false],
  ])("isSafeLinkUrl(%j) is %s", (url, safe) => {
    expect(isSafeLinkUrl(url)).toBe(safe);
  });

  it.each([
    ["/img/a.png", true],
    ["https://cdn.example/a.jpg", true],
    ["data:image/jpeg;base64,AAAA", true],
    ["data:text/html,x", false],
    ["javascript:alert(1)", false],
    ["mailto:x@y.z", false],
  ])("isSafeImageUrl(%j) is %s", (url, safe) => {
    expect(isSafeImageUrl(url)).toBe(safe);
  });

  it("decodes references, percent-encoding and invisible characters before judging", () => {
    expect(normalizeUrl("JA&#x56;A\u200bscr%69pt&colon;x")).toBe("javascript:x");
  });
});

describe("checkHref: the address as it will be rendered (doc 1 §5 and §9, S-03)", () => {
  it.each([
    ["/terms-of-use__blank__", { href: "/terms-of-use", newTab: true }],
    ["https://li.me/__blank__", { href: "https://li.me/", newTab: true }],
    [" https://li.me/ ", { href: "https://li.me/", newTab: false }],
    ["#faq", { href: "#faq", newTab: false }],
    ["mailto:help@tandem.example", { href: "mailto:help@tandem.example", newTab: false }],
  ])("keeps %j as %o", (raw, checked) => {
    expect(checkHref(raw)).toEqual(checked);
  });

  it.each([
    "java__blank__script:alert(1)",
    "JAVA__blank__SCRIPT:alert(1)",
    "java__blank__&#115;cript:alert(1)",
    "intent__blank__://scan/#Intent;scheme=zxing;end",
    "intent://scan/#Intent;end",
    "vb__blank__script:msgbox(1)",
    "fi__blank__le:///etc/passwd",
    "java&#95;_blank__script:alert(1)",
    "__blank__",
    "",
  ])("drops %j", (raw) => {
    expect(checkHref(raw)).toBeNull();
  });

  it("allows only the schemes it is given, besides relative addresses", () => {
    const apps = new Set(["https", "lime"]);
    expect(checkHref("lime://unlock/LIME-1", apps)).toEqual({ href: "lime://unlock/LIME-1", newTab: false });
    expect(checkHref("https://li.me/", apps)).not.toBeNull();
    expect(checkHref("http://li.me/", apps)).toBeNull();
    expect(checkHref("tel:+15035550100", WEB_SCHEMES)).toBeNull();
    expect(checkHref("data:image/png;base64,AAAA", WEB_SCHEMES)).toBeNull();
    expect(checkHref("/food/12", WEB_SCHEMES)).toEqual({ href: "/food/12", newTab: false });
  });
});

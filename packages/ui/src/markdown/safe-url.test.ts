import { describe, expect, it } from "vitest";
import { isSafeImageUrl, isSafeLinkUrl, normalizeUrl } from "./safe-url.ts";

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

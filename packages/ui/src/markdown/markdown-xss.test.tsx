import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Markdown } from "./markdown.tsx";
import { XSS_PAYLOADS } from "./xss-payloads.ts";

// Our own icons are inline SVG (the copy button of <Copyable/>); any other SVG came from the text.
const EXECUTABLE_ELEMENTS =
  "script, iframe, frame, frameset, object, embed, applet, form, base, link, meta, style, svg:not(.tdm-icon), math";
const URL_ATTRIBUTES = [
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "poster",
  "background",
  "cite",
  "srcset",
];
const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:", "sms:"]);

// Judged the way a browser reads the attribute (WHATWG URL parsing strips tabs, newlines and leading controls
// and lower-cases the scheme), independently of the component's own decoder.
function protocolOf(value: string): string {
  try {
    return new URL(value, "https://app.example/").protocol;
  } catch {
    return "invalid:";
  }
}

function executableParts(root: HTMLElement): string[] {
  const found = [...root.querySelectorAll(EXECUTABLE_ELEMENTS)].map((element) => `<${element.localName}>`);
  for (const element of root.querySelectorAll("*")) {
    for (const { name, value } of element.attributes) {
      if (name.startsWith("on")) found.push(`${element.localName}[${name}]`);
      if (name === "srcdoc" || (name === "style" && /url\(|expression/i.test(value)))
        found.push(`${element.localName}[${name}]`);
      if (!URL_ATTRIBUTES.includes(name)) continue;
      const protocol = protocolOf(value);
      const rasterImage =
        element.localName === "img" && /^data:image\/(png|gif|jpe?g|webp|avif)/i.test(value);
      if (!SAFE_PROTOCOLS.has(protocol) && !rasterImage) found.push(`${element.localName}[${name}=${value}]`);
    }
  }
  return found;
}

describe("Markdown XSS safety (S-03, doc 1 §5)", () => {
  it("feeds at least 50 known link and image payloads", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(["\u200c", "\u200d"])("renders nothing executable from any payload (marker %j)", (marker) => {
    const { container } = renderWithProviders(
      <>
        {XSS_PAYLOADS.map((payload) => (
          <Markdown key={payload} text={`${marker}${payload}`} />
        ))}
      </>,
    );
    expect(container.querySelectorAll(".tdm-markdown")).toHaveLength(XSS_PAYLOADS.length);
    expect(executableParts(container)).toEqual([]);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))("drops the target of %j", (payload) => {
    const { container } = renderWithProviders(<Markdown format="block" text={payload} />);
    const targets = [...container.querySelectorAll("[href], [src]")].map(
      (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
    );
    expect(targets.filter((target) => !SAFE_PROTOCOLS.has(protocolOf(target)))).toEqual([]);
  });

  it.each([
    ["![Harvest box](&#106;avascript:window.x=1)", "Harvest box"],
    ['<img src="javascript:window.x=1" alt="Harvest box">', "Harvest box"],
  ])("an image whose address is refused shows its words instead, never an empty text: %j", (text, words) => {
    const { container } = renderWithProviders(
      <h1>
        <Markdown text={`\u200c${text}`} />
      </h1>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("h1")).toHaveTextContent(words);
  });
});

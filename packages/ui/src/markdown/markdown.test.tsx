import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import type { RenderAppLink } from "./markdown-config.tsx";
import { MarkdownConfigProvider } from "./markdown-config.tsx";
import { Markdown } from "./markdown.tsx";

const INLINE = "\u200c";
const BLOCK = "\u200d";
// A stand-in for the app's router link: shows what the router would be asked to do.
const renderLink: RenderAppLink = ({ to, replace, newTab, className, children }) => (
  <a
    href={`/app${to}`}
    data-replace={String(replace)}
    target={newTab ? "_blank" : undefined}
    className={className}
  >
    {children}
  </a>
);
const link = (name: string | RegExp) => screen.getByRole("link", { name });

describe("Markdown formats (contract §1.4, B-13)", () => {
  it("renders a string without a marker as plain text", () => {
    const { container } = renderWithProviders(<Markdown text="Pay **now**" />);
    expect(container).toHaveTextContent("Pay **now**");
    expect(container.querySelector("strong")).toBeNull();
  });

  it("renders U+200C text as inline markdown, without a paragraph", () => {
    const { container } = renderWithProviders(<Markdown text={`${INLINE}Your balance is **-$3.00**.`} />);
    expect(container.querySelector("strong")).toHaveTextContent("-$3.00");
    expect(container.querySelector("p")).toBeNull();
    expect(container).not.toHaveTextContent(INLINE);
  });

  it("renders U+200D text as block markdown with paragraphs", () => {
    const { container } = renderWithProviders(
      <Markdown text={`${BLOCK}Thanks for riding!\n\nYou paid $2.10.`} />,
    );
    expect(container.querySelectorAll("p")).toHaveLength(2);
  });

  it("lets a page force block markdown for a legal file", () => {
    const { container } = renderWithProviders(<Markdown format="block" text={"# Terms\n\n- one\n- two"} />);
    expect(screen.getByRole("heading", { level: 1, name: "Terms" })).toBeInTheDocument();
    expect(container.querySelectorAll("li")).toHaveLength(2);
  });
});

describe("Markdown links (doc 1 §9)", () => {
  it("F-023 opens a __blank__ link in a new tab with the marker removed", () => {
    renderWithProviders(
      <Markdown text={`${INLINE}[Terms](/terms-of-use__blank__)`} renderLink={renderLink} />,
    );
    expect(link(/Terms/)).toHaveAttribute("href", "/app/terms-of-use");
    expect(link(/Terms/)).toHaveAttribute("target", "_blank");
    expect(link(/Terms/)).toHaveTextContent("(opens in a new tab)");
  });

  it("F-024 routes / and # links in the app, and ## replaces the history entry with a single #", () => {
    renderWithProviders(
      <Markdown
        text={`${INLINE}[Update it here](/funding) or [see a check](##check-details)`}
        renderLink={renderLink}
      />,
    );
    expect(link("Update it here")).toHaveAttribute("href", "/app/funding");
    expect(link("Update it here")).toHaveAttribute("data-replace", "false");
    expect(link("see a check")).toHaveAttribute("href", "/app#check-details");
    expect(link("see a check")).toHaveAttribute("data-replace", "true");
  });

  it("F-025, S-02 opens other links in a new tab without opener or referrer", () => {
    renderWithProviders(
      <Markdown text={`${INLINE}[Lime](https://www.li.me/help)`} marketingHost="tandem.example" />,
    );
    expect(link(/Lime/)).toHaveAttribute("target", "_blank");
    expect(link(/Lime/)).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("F-025 keeps the referrer for the marketing host (noopener only)", () => {
    renderWithProviders(
      <MarkdownConfigProvider marketingHost="tandem.example" renderLink={renderLink}>
        <Markdown
          text={`${INLINE}[FAQ](https://tandem.example/faq) and [blog](https://www.tandem.example/blog)`}
        />
      </MarkdownConfigProvider>,
    );
    expect(link(/FAQ/)).toHaveAttribute("rel", "noopener");
    expect(link(/blog/)).toHaveAttribute("rel", "noopener");
  });

  it("hands mailto and tel links to the phone's own apps", () => {
    renderWithProviders(
      <Markdown text={`${INLINE}[Text us](tel:+15035550100) or [write](mailto:help@tandem.example)`} />,
    );
    expect(link("Text us")).toHaveAttribute("href", "tel:+15035550100");
    expect(link("Text us")).not.toHaveAttribute("target");
    expect(link("write")).toHaveAttribute("href", "mailto:help@tandem.example");
  });

  it("falls back to a plain anchor for in-app links when no router link is given", () => {
    renderWithProviders(<Markdown text={`${INLINE}[Funding](/funding)`} />);
    expect(link("Funding")).toHaveAttribute("href", "/funding");
    expect(link("Funding")).not.toHaveAttribute("target");
  });
});

describe("Markdown copyable (F-022)", () => {
  it("renders <Copyable text=…/> as the text with a copy button", () => {
    renderWithProviders(<Markdown text={`${INLINE}Your reference is <Copyable text="TDM-4821"/>.`} />);
    expect(screen.getByText("TDM-4821")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy TDM-4821" })).toBeInTheDocument();
  });
});

describe("Markdown link safety (S-03)", () => {
  it.each([["[x](javascript:alert(1))"], ["[x](&#106;avascript:alert(1))"]])(
    "S-03 renders %s without a link",
    (payload) => {
      const { container } = renderWithProviders(<Markdown text={`${INLINE}${payload}`} />);
      expect(container.querySelector("[href]")).toBeNull();
      expect(container).toHaveTextContent("x");
    },
  );

  it("S-03 drops a data:text/html image", () => {
    const { container } = renderWithProviders(
      <Markdown text={`${INLINE}![x](data:text/html,<script>alert(1)</script>)`} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
  });

  it("keeps safe images, including raster data images", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    renderWithProviders(<Markdown text={`${BLOCK}![Map](/img/map.png)\n\n![Dot](${png})`} />);
    expect(screen.getByRole("img", { name: "Map" })).toHaveAttribute("src", "/img/map.png");
    expect(screen.getByRole("img", { name: "Dot" })).toHaveAttribute("src", png);
  });
});

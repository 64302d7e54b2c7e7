import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { OverlayLoader } from "../overlay-loader/overlay-loader.tsx";
import { PageLoader } from "../page-loader/page-loader.tsx";
import { ScreenLoader } from "../screen-loader/screen-loader.tsx";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Spinner } from "./spinner.tsx";

/** The drawing inside a loader: its one element hidden from screen readers, as markup. */
function ringOf(loader: ReactElement): string {
  const { unmount } = renderWithProviders(loader);
  const rings = screen.getByRole("status").querySelectorAll("[aria-hidden='true']");
  const markup = [...rings].map((ring) => ring.outerHTML);
  unmount();
  return markup.join("");
}

/** The spinner's own markup at a size, for comparison. */
function spinner(size: "md" | "lg"): string {
  const { container, unmount } = render(<Spinner size={size} />);
  const markup = container.innerHTML;
  unmount();
  return markup;
}

describe("Spinner", () => {
  it("is hidden from screen readers (the loader around it is labelled)", () => {
    const { container } = render(<Spinner size="lg" />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(container).toHaveTextContent("");
  });

  it("C-03 the full-screen, page and overlay loaders all draw this one ring and nothing else", () => {
    expect(ringOf(<ScreenLoader />)).toBe(spinner("lg"));
    expect(ringOf(<PageLoader buffer={0} />)).toBe(spinner("lg"));
    expect(ringOf(<OverlayLoader active>{"Balance $12.00"}</OverlayLoader>)).toBe(spinner("md"));
  });
});

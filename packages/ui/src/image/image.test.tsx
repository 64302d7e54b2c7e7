import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Image } from "./image.tsx";
import { sizedImageUrl } from "./sized-image-url.ts";

describe("Image", () => {
  it("F-021, C-14 requests the image at the size shown, with the service's extra parameters", () => {
    renderWithProviders(
      <Image
        src="/images/program.jpg"
        alt="Volunteers at the food table"
        width={500}
        height={200}
        params={{ fit: "crop", crop: "entropy" }}
      />,
    );
    const image = screen.getByRole("img", { name: "Volunteers at the food table" });
    expect(image).toHaveAttribute("src", "/images/program.jpg?w=500&h=200&fit=crop&crop=entropy");
    expect(image).toHaveAttribute("width", "500");
    expect(image).toHaveAttribute("height", "200");
  });

  it("waits until an image is about to show, except the page's main one, fetched at once and first", () => {
    renderWithProviders(
      <>
        <Image src="/a.jpg" alt="Apples" width={100} height={80} />
        <Image src="/b.jpg" alt="Pears" width={100} height={80} priority />
      </>,
    );
    const later = screen.getByRole("img", { name: "Apples" });
    expect(later).toHaveAttribute("loading", "lazy");
    expect(later).toHaveAttribute("fetchpriority", "auto");
    const first = screen.getByRole("img", { name: "Pears" });
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
  });

  it("F-021 reserves the image's box with its ratio while it loads", () => {
    renderWithProviders(<Image src="/a.jpg" alt="Apples" width={100} height={80} />);
    const box = screen.getByRole("img", { name: "Apples" }).parentElement;
    expect(box).toHaveStyle({ aspectRatio: "100 / 80" });
    expect(box).toHaveAttribute("data-state", "loading");
    fireEvent.load(screen.getByRole("img", { name: "Apples" }));
    expect(box).toHaveAttribute("data-state", "loaded");
  });

  it("E-02 shows a frowning face with the caption when the image fails", () => {
    renderWithProviders(<Image src="/missing.jpg" alt="" width={100} height={80} caption="Fresh apples" />);
    fireEvent.error(screen.getByRole("presentation"));
    expect(screen.getByText("☹")).toBeInTheDocument();
    expect(screen.getByText("Fresh apples")).toBeInTheDocument();
  });

  it("E-02 says the image failed to load when there is no caption", () => {
    renderWithProviders(<Image src="/missing.jpg" alt="Kale" width={100} height={80} />);
    fireEvent.error(screen.getByRole("img", { name: "Kale" }));
    expect(screen.getByText("Image failed to load")).toBeInTheDocument();
  });
});

describe("sizedImageUrl", () => {
  it.each([
    ["/img/p.jpg", "/img/p.jpg?w=80&h=80"],
    ["https://cdn.example/p.jpg?v=2", "https://cdn.example/p.jpg?v=2&w=80&h=80"],
    ["https://cdn.example/p.jpg?w=10#top", "https://cdn.example/p.jpg?w=80&h=80#top"],
    ["data:image/png;base64,AAAA", "data:image/png;base64,AAAA"],
  ])("sizes %s as %s", (src, sized) => {
    expect(sizedImageUrl(src, { w: 80, h: 80 })).toBe(sized);
  });
});

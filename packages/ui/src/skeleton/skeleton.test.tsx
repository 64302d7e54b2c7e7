import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton } from "./skeleton.tsx";

describe("Skeleton", () => {
  it("draws one bar per text line, hidden from screen readers", () => {
    const { container } = render(<Skeleton lines={3} />);
    const group = container.firstElementChild;
    expect(group).toHaveAttribute("aria-hidden", "true");
    expect(group?.children).toHaveLength(3);
  });

  it("reserves the size of the block it stands for", () => {
    const { container } = render(<Skeleton shape="rect" width="500px" height="200px" />);
    expect(container.firstElementChild).toHaveStyle({ width: "500px", height: "200px" });
  });

  it("draws a circle as wide as it is high", () => {
    const { container } = render(<Skeleton shape="circle" width="48px" />);
    expect(container.firstElementChild).toHaveStyle({ width: "48px", height: "48px" });
  });
});

import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./spinner.tsx";

describe("Spinner", () => {
  it("C-03 is the shared ring graphic, hidden from screen readers (the loader around it is labelled)", () => {
    const { container } = render(<Spinner size="lg" />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(container).toHaveTextContent("");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button, buttonClassName } from "./button.tsx";

describe("Button", () => {
  it("is a button named by its label and calls onClick when pressed", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("defaults to type=button so it never submits a form by accident", () => {
    render(<Button>Back</Button>);
    expect(screen.getByRole("button", { name: "Back" })).toHaveAttribute("type", "button");
  });

  it("while loading is marked busy and ignores presses, keeping its label", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Place order" });
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("cannot be pressed when disabled", async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Verify
      </Button>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe("buttonClassName", () => {
  it("gives links the look of a button of the same variant and size", () => {
    expect(buttonClassName({ variant: "success", size: "lg", block: true })).toBe(
      "tdm-button tdm-button--success tdm-button--lg tdm-button--block",
    );
    expect(buttonClassName()).toBe("tdm-button tdm-button--primary");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";

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

  it("with type=submit sends its form once per press, with what was typed into the labelled field", async () => {
    const sent: string[] = [];
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent.push(new FormData(event.currentTarget).get("phone") as string);
        }}
      >
        <label>
          Phone
          <input name="phone" />
        </label>
        <Button type="submit">Continue</Button>
      </form>,
    );
    await userEvent.type(screen.getByLabelText("Phone"), "5035550142");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(sent).toEqual(["5035550142"]);
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

  it("while loading never submits its form again, by a click or by Enter in a field", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label>
          Code <input />
        </label>
        <Button type="submit" loading>
          Verify
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await userEvent.type(screen.getByLabelText("Code"), "1{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
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

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SUBMIT_KEEPS_FOCUS } from "./form-validation.ts";

describe("SUBMIT_KEEPS_FOCUS", () => {
  it("V-09 pressing Submit leaves focus in the field (no error appears under the tap) and still submits", async () => {
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <label>
          Full name <input name="name" />
        </label>
        <button type="submit" {...SUBMIT_KEEPS_FOCUS}>
          Send
        </button>
      </form>,
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText("Full name");
    const onBlur = vi.fn();
    field.addEventListener("blur", onBlur);
    await user.click(field);
    await user.pointer({ keys: "[MouseLeft>]", target: screen.getByRole("button", { name: "Send" }) });
    expect(field).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.pointer({ keys: "[/MouseLeft]", target: screen.getByRole("button", { name: "Send" }) });
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});

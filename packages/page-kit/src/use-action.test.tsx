import { isApiError } from "@tandem/api-client";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAction } from "./use-action.ts";

function Form({ send }: { send: (name: string) => Promise<string> }) {
  const [name, setName] = useState("");
  const action = useAction({ mutationFn: send });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        action.submit(name);
      }}
    >
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit" disabled={action.isPending}>
        Save
      </button>
      {action.error ? (
        <p role="alert">Could not save{isApiError(action.error) ? ` (${action.error.code})` : ""}</p>
      ) : null}
      {action.data ? <p>Saved {action.data}</p> : null}
    </form>
  );
}

function renderForm(send: (name: string) => Promise<string>, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <Form send={send} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe("useAction", () => {
  it("sends a write once however often it is tapped or submitted with Enter", async () => {
    let finish: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderForm(send);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Rosa{Enter}{Enter}");
    const button = screen.getByRole("button", { name: "Save" });
    button.click();
    button.click();
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toBeDisabled());
    finish("Rosa");
    expect(await screen.findByText("Saved Rosa")).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("lets the member send again after a failure, keeping what they typed", async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("Rosa");
    renderForm(send);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Rosa{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not save");
    expect(screen.getByLabelText("Name")).toHaveValue("Rosa");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved Rosa")).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("writes while offline: a write tapped offline fails at once with the network error and is never sent, even once back online", async () => {
    const send = vi.fn((name: string) => Promise.resolve(name));
    // The app's own cache: whatever its defaults, a write must not wait for the connection.
    renderForm(send);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Rosa");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    onlineManager.setOnline(false);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not save (network_error)");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    // Back online nothing goes out by itself: the member decides whether to tap again.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved Rosa")).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Cart } from "@tandem/api-client/schemas";
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CartButton } from "./cart-button.tsx";

const usd = (cents: number) => ({ cents, currency: "USD" });

function cart(hash: string, productIds: number[]): Cart {
  return {
    cartHash: hash,
    items: productIds.map((productId) => ({ productId, quantity: 1 })),
    customerCost: usd(0),
    noncashLedgerContributionAmount: usd(0),
    cashCost: usd(0),
  };
}

function Providers({ children }: { children: ReactNode }) {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nProvider>
  );
}

/** Moves the clock by `ms` and lets React commit what the timers did. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("the cart button (F-119)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("F-119 the count follows a cart change 500 ms later, with a loader and no number meanwhile", async () => {
    const view = render(<CartButton offeringId={12} cart={cart("empty", [])} />, { wrapper: Providers });
    expect(screen.getByRole("link", { name: "Cart 0 items" }).textContent).toMatch(/0$/);

    view.rerender(<CartButton offeringId={12} cart={cart("one", [208])} />);
    const button = screen.getByRole("link", { name: "Cart, updating" });
    expect(button.textContent).not.toMatch(/\d/);

    await wait(499);
    expect(screen.getByRole("link", { name: "Cart, updating" }).textContent).not.toMatch(/\d/);

    await wait(1);
    expect(screen.getByRole("link", { name: "Cart 1 item" }).textContent).toMatch(/1$/);
  });

  it("F-119 a second change within the 500 ms starts the wait again from that change", async () => {
    const view = render(<CartButton offeringId={12} cart={cart("empty", [])} />, { wrapper: Providers });
    view.rerender(<CartButton offeringId={12} cart={cart("one", [208])} />);
    await wait(300);
    view.rerender(<CartButton offeringId={12} cart={cart("two", [208, 209])} />);
    await wait(499);
    expect(screen.getByRole("link", { name: "Cart, updating" })).toBeInTheDocument();
    await wait(1);
    expect(screen.getByRole("link", { name: "Cart 2 items" })).toBeInTheDocument();
  });
});

import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Price } from "./price.tsx";

const usd = (cents: number) => ({ cents, currency: "USD" });

function renderPrice(element: React.ReactElement, locale = "en") {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  return render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
}

describe("Price", () => {
  it("B-03 strikes the undiscounted price and says what the discount saves", () => {
    const { container } = renderPrice(<Price price={usd(300)} undiscounted={usd(1250)} />);
    expect(container.querySelector("s")).toHaveTextContent("Regular price $12.50");
    expect(container).toHaveTextContent("Price $3.00");
    expect(screen.getByText("You save $9.50")).toBeInTheDocument();
  });

  it("B-03 shows only the price when nothing is saved", () => {
    const { container } = renderPrice(<Price price={usd(500)} undiscounted={usd(500)} />);
    expect(container.textContent).toBe("$5.00");
    expect(container.querySelector("s")).toBeNull();
  });

  it("D-18 formats with the member's language", () => {
    const { container } = renderPrice(<Price price={usd(1250)} />, "es");
    expect(container.textContent).toMatch(/12\.50/);
  });
});

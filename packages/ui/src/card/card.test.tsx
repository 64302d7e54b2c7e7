import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card } from "./card.tsx";

describe("Card", () => {
  it("is an article with its title as a heading of the given level", () => {
    render(
      <Card title="Community bikes" headingLevel={3} footer={<a href="/mobility">Ride</a>}>
        Shared e-bikes across Portland.
      </Card>,
    );
    const card = screen.getByRole("article");
    expect(card).toContainElement(screen.getByRole("heading", { level: 3, name: "Community bikes" }));
    expect(card).toHaveTextContent("Shared e-bikes across Portland.");
    expect(screen.getByRole("link", { name: "Ride" })).toBeInTheDocument();
  });

  it("as a plain section shows its body and its actions, without a heading or an article", () => {
    render(
      <Card as="section" footer={<a href="/food/orders">See your orders</a>}>
        No orders waiting for pickup.
      </Card>,
    );
    expect(screen.getByText("No orders waiting for pickup.")).toBeVisible();
    expect(screen.getByRole("link", { name: "See your orders" })).toHaveAttribute("href", "/food/orders");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});

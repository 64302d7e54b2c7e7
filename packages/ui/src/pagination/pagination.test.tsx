import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { pageItems } from "./page-items.ts";
import { Pagination } from "./pagination.tsx";

describe("Pagination", () => {
  it("marks the current page and moves with previous, next and numbers", async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination page={3} pageCount={8} onPageChange={onPageChange} />);
    expect(screen.getByRole("navigation", { name: "Pages" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    await userEvent.click(screen.getByRole("button", { name: "Page 8" }));
    expect(onPageChange.mock.calls).toEqual([[4], [2], [8]]);
  });

  it("D-16 renders links when the page lives in the URL", () => {
    renderWithProviders(
      <Pagination
        page={1}
        pageCount={3}
        renderLink={({ page, children, ...props }) => (
          <a href={`?page=${page - 1}`} {...props}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "?page=1");
    expect(screen.queryByRole("link", { name: "Previous page" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "?page=1");
  });

  it("F-173 disables Previous on the first page and Next on the last, in the same place", async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithProviders(
      <Pagination page={1} pageCount={3} onPageChange={onPageChange} />,
    );
    const previous = screen.getByRole("button", { name: "Previous page" });
    expect(previous).toBeDisabled();
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getAllByRole("listitem")[0]).toContainElement(previous);
    rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeEnabled();
    expect(screen.getAllByRole("listitem").at(-1)).toContainElement(
      screen.getByRole("button", { name: "Next page" }),
    );
  });

  it("renders nothing for a single page", () => {
    renderWithProviders(<Pagination page={1} pageCount={1} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});

describe("pageItems", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [6, 12, [1, "gap", 5, 6, 7, "gap", 12]],
    [3, 8, [1, 2, 3, 4, "gap", 8]],
    [12, 12, [1, "gap", 11, 12]],
  ])("page %i of %i shows %j", (page, count, items) => {
    expect(pageItems(page, count)).toEqual(items);
  });
});

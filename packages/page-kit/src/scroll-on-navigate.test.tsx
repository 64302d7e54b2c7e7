import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollOnNavigate } from "./scroll-on-navigate.tsx";

function renderRouter() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollOnNavigate />
            <Outlet />
          </>
        ),
        children: [{ path: "*", element: <p>page</p> }],
      },
    ],
    { initialEntries: ["/ledgers"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("ScrollOnNavigate", () => {
  afterEach(() => vi.restoreAllMocks());

  it("B-11 opens a new page at its top, keeps the scroll for a new query, and Back returns to the old place", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const router = renderRouter();
    Object.defineProperty(window, "scrollY", { value: 640, configurable: true });
    await act(() => router.navigate("/ledgers?page=2"));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate("/trips"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});

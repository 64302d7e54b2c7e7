import { createFakeApi, errorAnswer, renderRoute, wireFixture, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as ledgersPage from "./ledgers-page.tsx";

const overview = wireFixture("GET_ledgers_overview");

function wireLine(n: number, cents: number) {
  return {
    id: 1000 + n,
    opaque_id: `bx_line${n}`,
    at: "2025-06-10T15:02:11.274+00:00",
    memo: `Line ${n}`,
    amount: { cents, currency: "USD" },
    usage_details: [{ code: "funding", args: { account_label: `Visa x-${4200 + n}` } }],
  };
}

// Ledger 2201 has three pages of two lines each: page p holds lines 2p-1 and 2p.
function linesPage(page: number, pageCount = 3) {
  return {
    object: "list",
    current_page: page,
    page_count: pageCount,
    total_count: pageCount * 2,
    has_more: page < pageCount,
    ledger_id: 2201,
    items: [wireLine(page * 2 - 1, 500 * page), wireLine(page * 2, -100 * page)],
  };
}

function ledgerApi(extra: Record<string, Parameters<FakeApi["on"]>[1]> = {}) {
  return createFakeApi({
    "GET /ledgers/overview": { body: overview },
    "GET /ledgers/2201/lines": (request) => ({ body: linesPage(Number(request.search.get("page"))) }),
    ...extra,
  });
}

function renderLedgers(api: FakeApi, at: string = routePatterns.ledgers) {
  const page = renderRoute(ledgersPage, { path: routePatterns.ledgers, at, api });
  return { ...page, user: userEvent.setup() };
}

const location = (page: ReturnType<typeof renderLedgers>) => page.router.state.location;

describe("/ledgers", () => {
  it("R-30 F-170 F-171 A-51 shows the totals, the recent lines and a selector of the recent view and every ledger", async () => {
    const page = renderLedgers(ledgerApi());
    expect(await screen.findByRole("heading", { level: 1, name: "Ledger transactions" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Dashboard/ })).toHaveAttribute("href", "/dashboard");
    const select = screen.getByRole("combobox", { name: "Show" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Recent Charges and Credits", "$12.50 - General Balance", "$20.00 - Holiday Food Subsidy"]);
    expect(screen.getByText("Available Balance").nextSibling).toHaveTextContent("$32.50");
    expect(screen.getByText("Tandem savings").nextSibling).toHaveTextContent("$87.35");
    expect(screen.getByText("Lime E-Scooter - trp_5x0q1k2m9v8c7b6n5l4k3j2h1")).toBeInTheDocument();
    expect(page.api.callsTo("GET /ledgers/2201/lines")).toHaveLength(0);
  });

  it("F-175 reads money out with a minus and money in with a plus, each said aloud as out or in", async () => {
    renderLedgers(ledgerApi());
    const out = await screen.findByText((_, element) => element?.textContent === "Money out -$1.48");
    expect(within(out).getByText("Money out")).toBeInTheDocument();
    const into = screen.getByText((_, element) => element?.textContent === "Money in +$20.00");
    expect(within(into).getByText("Money in")).toBeInTheDocument();
    expect(screen.queryByText((_, element) => element?.textContent === "Money out +$20.00")).toBeNull();
    expect(screen.queryByText((_, element) => element?.textContent === "Money in -$1.48")).toBeNull();
  });

  it("F-171 treats an unknown ledger as the recent view", async () => {
    const page = renderLedgers(ledgerApi(), "/ledgers?ledger=999&page=2");
    expect(await screen.findByText("Available Balance")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveValue("");
    expect(page.api.callsTo("GET /ledgers/999/lines")).toHaveLength(0);
  });

  it("F-172 C-28 choosing a ledger opens its first page, asked for as API page 1", async () => {
    const page = renderLedgers(ledgerApi());
    await page.user.selectOptions(await screen.findByRole("combobox", { name: "Show" }), "2201");
    expect(await screen.findByText("Line 1")).toBeInTheDocument();
    expect(location(page).search).toBe("?ledger=2201&page=0");
    expect(page.api.callsTo("GET /ledgers/2201/lines").map((call) => call.search.get("page"))).toEqual(["1"]);
  });

  it("F-173 F-174 A-11 D-16 pages forward with requests and back to a seen page with none, after about 200 ms", async () => {
    const page = renderLedgers(ledgerApi(), "/ledgers?ledger=2201");
    expect(await screen.findByText("Line 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await page.user.click(screen.getByRole("link", { name: "Next page" }));
    expect(await screen.findByText("Line 3")).toBeInTheDocument();
    expect(location(page).search).toBe("?ledger=2201&page=1");
    await page.user.click(screen.getByRole("link", { name: "Next page" }));
    expect(await screen.findByText("Line 5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(page.api.callsTo("GET /ledgers/2201/lines").map((call) => call.search.get("page"))).toEqual([
      "1",
      "2",
      "3",
    ]);

    const started = performance.now();
    await page.user.click(screen.getByRole("link", { name: "Page 1" }));
    // The cached page replays after the delay; until then the last page stays.
    expect(screen.getByText("Line 5")).toBeInTheDocument();
    expect(await screen.findByText("Line 1")).toBeInTheDocument();
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(page.api.callsTo("GET /ledgers/2201/lines")).toHaveLength(3);
  });

  it("D-16 keeps the lines shown when another page fails, with an error toast, and tries again on the next tap", async () => {
    let failing = true;
    const page = renderLedgers(
      ledgerApi({
        "GET /ledgers/2201/lines": (request) => {
          const number = Number(request.search.get("page"));
          return number === 2 && failing ? errorAnswer(500, "api_error") : { body: linesPage(number) };
        },
      }),
      "/ledgers?ledger=2201&page=0",
    );
    expect(await screen.findByText("Line 1")).toBeInTheDocument();
    await page.user.click(screen.getByRole("link", { name: "Next page" }));
    expect(await screen.findByText(/We couldn't load that page of lines/)).toBeInTheDocument();
    expect(screen.getByText("Line 1")).toBeInTheDocument();
    await waitFor(() => expect(location(page).search).toBe("?ledger=2201&page=0"));
    failing = false;
    await page.user.click(screen.getByRole("link", { name: "Next page" }));
    expect(await screen.findByText("Line 3")).toBeInTheDocument();
  });

  it("E-23 D-16 shows the error view with Try again when the overview fails, and the page once it answers", async () => {
    const api = ledgerApi({ "GET /ledgers/overview": errorAnswer(500, "api_error") });
    const page = renderLedgers(api);
    const retry = await screen.findByRole("button", { name: "Try again" });
    api.on("GET /ledgers/overview", { body: overview });
    await page.user.click(retry);
    expect(await screen.findByText("Available Balance")).toBeInTheDocument();
  });

  it("E-23 D-16 shows the error view when a ledger's first page fails", async () => {
    renderLedgers(
      ledgerApi({ "GET /ledgers/2201/lines": errorAnswer(403, "forbidden") }),
      "/ledgers?ledger=2201&page=4",
    );
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByText("Available Balance")).not.toBeInTheDocument();
  });

  it("F-171 F-173 a member with no lines sees the empty state and no pages", async () => {
    const api = ledgerApi({
      "GET /ledgers/overview": { body: { ...overview, recent_lines: [] } },
      "GET /ledgers/2201/lines": { body: { ...linesPage(1, 1), items: [], total_count: 0 } },
    });
    renderLedgers(api);
    expect(
      await screen.findByRole("heading", { name: "You haven't added or spent any money." }),
    ).toBeInTheDocument();
    renderLedgers(api, "/ledgers?ledger=2201&page=0");
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { name: "You haven't added or spent any money." })).toHaveLength(
        2,
      ),
    );
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
  });

  it("F-173 an address past the last page says so and leads to the first page", async () => {
    const api = ledgerApi({
      "GET /ledgers/2201/lines": (request) => {
        const number = Number(request.search.get("page"));
        return {
          body: number > 3 ? { ...linesPage(number), items: [], has_more: false } : linesPage(number),
        };
      },
    });
    const page = renderLedgers(api, "/ledgers?ledger=2201&page=7");
    expect(
      await screen.findByRole("heading", { name: "There are no lines on this page." }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
    await page.user.click(screen.getByRole("link", { name: "Go to the newest lines" }));
    expect(await screen.findByText("Line 1")).toBeInTheDocument();
    expect(location(page).search).toBe("?ledger=2201&page=0");
  });

  it("F-176 F-177 B-07 opens a line from a pasted address with its hash: its sentence, time and reference; Close clears the hash", async () => {
    const page = renderLedgers(ledgerApi(), "/ledgers#bx_jzrm6rahkcxu3o2wsta8kofug");
    const dialog = await screen.findByRole("dialog", { name: "Transaction details" });
    expect(within(dialog).getByText("Ride with Lime E-Scooter. You saved $4.64.")).toBeInTheDocument();
    expect(within(dialog).getByText("Reference ID: bx_jzrm6rahkcxu3o2wsta8kofug")).toBeInTheDocument();
    expect(within(dialog).getByText(/June 1[45], 2025 at/)).toBeInTheDocument();
    expect(
      within(dialog).getByText((_, element) => element?.textContent === "Money out -$1.48"),
    ).toBeInTheDocument();
    await page.user.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(location(page).hash).toBe("");
  });

  it("F-176 B-07 opens a ledger's line by its date link, replacing the history entry, one sentence per usage", async () => {
    const page = renderLedgers(ledgerApi(), "/ledgers?ledger=2201&page=0");
    await page.user.click(
      await screen.findByRole("link", { name: /^Jun 10, \d{1,2}:02/, description: "Line 2" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Transaction details" });
    expect(within(dialog).getByText("Funds added from Visa x-4202.")).toBeInTheDocument();
    expect(location(page).hash).toBe("#bx_line2");
    expect(page.router.state.historyAction).toBe("REPLACE");
  });
});

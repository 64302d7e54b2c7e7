import { describe, expect, it, vi } from "vitest";
import { useTestApi } from "../../test/endpoint-cases.ts";
import type { PageSnapshot } from "./page-snapshot.ts";
import { createPageViewCounter } from "./page-view-counter.ts";

const page: PageSnapshot = {
  path: "/app/food?x=1",
  referrer: "",
  title: "Food · Tandem",
  search: "?x=1",
  screen: [390, 844, 3],
  bot: 0,
  prerendering: false,
  framed: false,
};

describe("createPageViewCounter", () => {
  const api = useTestApi();
  const sent: RequestInit[] = [];
  const counter = (overrides: Partial<PageSnapshot> = {}, endpoint = `${api().origin}/count`) =>
    createPageViewCounter({
      endpoint,
      fetch: (input, init) => {
        if (init) sent.push(init);
        return fetch(input, init);
      },
      delayMs: 0,
      logger: api().logger,
      readPage: () => ({ ...page, ...overrides }),
      random: () => 0.123456789,
    });

  it("A-01 F-029 D-25 sends a bodyless POST with the page's fields, leaving out empty and false ones", async () => {
    api().answer("POST /count", { status: 204 });
    await counter().count();
    expect(sent.at(-1)).toMatchObject({ method: "POST", keepalive: true, mode: "no-cors" });
    expect(api().requests).toHaveLength(1);
    const [request] = api().requests;
    expect(request?.body).toBeUndefined();
    expect([...(request?.search.entries() ?? [])]).toEqual([
      ["p", "/app/food?x=1"],
      ["t", "Food · Tandem"],
      ["s", "390,844,3"],
      ["b", "0"],
      ["q", "?x=1"],
      ["rnd", "4fzzz"],
    ]);
  });

  it("F-029 marks events with e=true", async () => {
    api().answer("POST /count", { status: 204 });
    await counter().count({ event: true });
    expect(api().requests[0]?.search.get("e")).toBe("true");
  });

  it("F-028 sends nothing without an endpoint", async () => {
    const disabled = counter({}, "");
    await disabled.count();
    expect(disabled.enabled).toBe(false);
    expect(api().requests).toEqual([]);
  });

  it.each([
    ["prerendered", { prerendering: true }, "prerender"],
    ["framed", { framed: true }, "frame"],
  ])("F-030 skips a %s page with a warning", async (_, overrides, reason) => {
    await counter(overrides).count();
    expect(api().requests).toEqual([]);
    expect(api().logs).toEqual([{ level: "warn", args: [`[metrics] not counting because of: ${reason}`] }]);
  });

  it("E-01 only logs a warning when the count cannot be sent", async () => {
    api().answer("POST /count", { drop: true });
    await expect(counter().count()).resolves.toBeUndefined();
    expect(api().logs.map((line) => [line.level, line.args[0]])).toEqual([
      ["warn", "[metrics] page-view count failed"],
    ]);
  });

  it("C-07 reads the page and sends the count only after the 100 ms delay buffer", async () => {
    vi.useFakeTimers();
    try {
      const sentAt: number[] = [];
      const titles: (string | null)[] = [];
      let title = "Old page · Tandem";
      const started = Date.now();
      const counting = createPageViewCounter({
        endpoint: "https://metrics.test/count",
        fetch: (input) => {
          sentAt.push(Date.now() - started);
          titles.push(new URL(input instanceof Request ? input.url : input).searchParams.get("t"));
          return Promise.resolve(new Response(null, { status: 204 }));
        },
        readPage: () => ({ ...page, title }),
        random: () => 0.5,
      }).count();
      // The route change's new title arrives after the count was asked for, within the buffer.
      await vi.advanceTimersByTimeAsync(50);
      title = "New page · Tandem";
      await vi.advanceTimersByTimeAsync(49);
      expect(sentAt).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await counting;
      expect(sentAt).toEqual([100]);
      expect(titles).toEqual(["New page · Tandem"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

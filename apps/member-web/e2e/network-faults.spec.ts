import { test } from "@playwright/test";
import { privateSandbox } from "./commerce-helpers.ts";
import { FaultRun } from "./network-faults/fault-run.ts";
import { faults } from "./network-faults/faults.ts";
import { journeys } from "./network-faults/journeys.ts";

// The network-fault suite: each of four journeys (sign-in, purchase, ride, add card) under each of five faults of
// the sandbox (`POST /sandbox/faults`), on a sandbox of the test's own. The member drives the journey through the
// page; at each step the page shows a loader while it waits (when the fault makes waiting observable), never goes
// blank, and on an error names what failed, offers a way forward and keeps what the member typed. The fault is
// lifted after the member has met it (or stays, when it only slows or only fails some calls), and the member
// finishes in the same page, never reloaded. Through the API afterwards: one order with one charge, one trip, one
// card. The faults are in `network-faults/faults.ts`, the journeys in `network-faults/journeys.ts`, a run's checks in
// `network-faults/fault-run.ts`; `network-faults-reporter.ts` prints the journeys × faults table.

// The tests are declared longest first, so the workers start the long ones first and the run does not end on one long
// test started last: the hanging request and the dropped connections take longest, and under each fault the purchase
// and the ride. The report's table follows this order.
const inOrder = <T>(items: T[], order: string[], key: (item: T) => string) =>
  [...items].sort((a, b) => order.indexOf(key(a)) - order.indexOf(key(b)));
for (const fault of inOrder(faults, ["hang", "drop", "latency", "limit", "errors"], (f) => f.key)) {
  for (const journey of inOrder(journeys, ["purchase", "ride", "sign-in", "add card"], (j) => j.name)) {
    const annotation = [
      { type: "journey", description: journey.name },
      { type: "fault", description: fault.name },
    ];
    test(
      `${journey.rows} ${fault.rows} ${journey.name} under ${fault.name}`,
      { annotation },
      async ({ browser }) => {
        test.setTimeout(180_000);
        const sandbox = await privateSandbox();
        const context = await browser.newContext({ baseURL: sandbox.baseURL, ...journey.contextOptions });
        // The page's clock runs as usual, and is moved on past the client's timeout while a held call waits.
        const realClock = journey.realClock ?? false;
        if (fault.key === "hang" && !realClock) await context.clock.install();
        try {
          const page = await context.newPage();
          await journey.run(new FaultRun(page, fault, journey.area, sandbox.baseURL, journey), context);
        } finally {
          await context.close();
          sandbox.stop();
        }
      },
    );
  }
}

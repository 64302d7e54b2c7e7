// The sandbox's controls (the outbox, sign-in limits, members) answer only a request no proxy passed on. Served by
// the sandbox itself, the journeys reach them at the app's origin; behind nginx (playwright.nginx.config.ts), at
// the sandbox's own address, E2E_SANDBOX_ORIGIN.

/** The address of the sandbox control at `path` (`/sandbox/...`). */
export function control(path: string): string {
  return `${process.env.E2E_SANDBOX_ORIGIN ?? ""}${path}`;
}

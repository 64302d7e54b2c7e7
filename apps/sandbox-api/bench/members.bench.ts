// `pnpm --filter @tandem/sandbox-api bench`: 200 simulated members use the sandbox at once for 30 s on loopback,
// then the figures are printed and the data file and every balance are checked.
// It runs once per API version the sandbox speaks (--api-version). BENCH_MEMBERS and BENCH_SECONDS change the load.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { balanceOf, cashLedgerOf } from "../src/domain/ledger.ts";
import { API_VERSIONS, type ApiVersion } from "../src/sandbox.ts";
import { Db } from "../src/state/db.ts";
import { readDataFile } from "../src/state/persistence.ts";
import { p95, type Stats } from "./http-session.ts";
import { SimulatedMember } from "./simulated-member.ts";
import { spawnSandbox } from "../test/spawn-sandbox.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

async function run(members: SimulatedMember[], until: number): Promise<void> {
  await Promise.all(
    members.map(async (member) => {
      while (Date.now() < until) await member.act();
    }),
  );
}

async function checkBalances(
  members: SimulatedMember[],
): Promise<{ failures: string[]; api: Map<string, number> }> {
  const failures: string[] = [];
  const api = new Map<string, number>();
  for (const member of members) {
    const cash = await member.serverCash();
    api.set(member.phone, cash.overview);
    if (new Set([cash.dashboard, cash.overview, cash.lines, member.expectedCash]).size !== 1) {
      failures.push(
        `${member.phone}: dashboard ${cash.dashboard}, overview ${cash.overview}, lines ${cash.lines}, expected ${member.expectedCash}`,
      );
    }
  }
  return { failures, api };
}

function checkDataFile(file: string, api: Map<string, number>): string[] {
  const data = readDataFile(file);
  if (!data) return ["the data file is missing"];
  const db = new Db(data);
  const failures: string[] = [];
  for (const [phone, cents] of api) {
    const member = db.t.members.find((row) => row.phone === phone);
    const cash = member ? cashLedgerOf(db, member.id) : undefined;
    const stored = cash ? balanceOf(db, cash.id) : Number.NaN;
    if (stored !== cents) failures.push(`${phone}: data file ${stored}, API ${cents}`);
  }
  return failures;
}

async function bench(apiVersion: ApiVersion): Promise<void> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tandem-bench-")), "sandbox.json");
  const { child, origin } = await spawnSandbox(file, ["--reset", "--api-version", apiVersion]);
  const stats: Stats = { requests: 0, errors: [], latencies: [] };
  const members = Array.from({ length: MEMBERS }, (_, index) => new SimulatedMember(origin, stats, index));
  for (let index = 0; index < members.length; index += 50)
    await Promise.all(members.slice(index, index + 50).map((member) => member.setUp()));
  const setupRequests = stats.requests;
  const began = Date.now();
  await run(members, began + SECONDS * 1000);
  const elapsed = (Date.now() - began) / 1000;
  const loadRequests = stats.requests - setupRequests;
  const balances = await checkBalances(members);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  const fileFailures = checkDataFile(file, balances.api);
  console.log(`\napi version      ${apiVersion}`);
  console.log(`members          ${MEMBERS} for ${elapsed.toFixed(1)} s on ${origin}`);
  console.log(
    `requests         ${loadRequests} (${(loadRequests / elapsed).toFixed(0)}/s), ${setupRequests} more to set up`,
  );
  console.log(`p95 latency      ${p95(stats.latencies).toFixed(1)} ms`);
  console.log(`errors           ${stats.errors.length}`);
  for (const error of stats.errors.slice(0, 10)) console.log(`  ${error}`);
  console.log(
    `balances         ${balances.failures.length === 0 ? `all ${MEMBERS} consistent (dashboard = overview = sum of lines = member's own count)` : balances.failures.join("\n  ")}`,
  );
  console.log(
    `data file        ${fileFailures.length === 0 ? `valid, every balance matches the API (${file})` : fileFailures.join("\n  ")}`,
  );
  if (stats.errors.length > 0 || balances.failures.length > 0 || fileFailures.length > 0)
    process.exitCode = 1;
}

for (const apiVersion of API_VERSIONS) await bench(apiVersion);

// The built app for the load bench: the shell built by Vite (as shipped, or with the floor's map), served by the
// sandbox API with its seed, and a seeded member signed in through the API as the app does.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { build, type Plugin } from "vite";

const here = import.meta.dirname;
const memberWeb = path.resolve(here, "../../../apps/member-web");
const sandboxMain = path.resolve(here, "../../../apps/sandbox-api/src/main.ts");
/** The member the bench opens /mobility for (the sandbox's demo member). */
const MEMBER = "15035550142";

/** The floor build: the page's map module replaced by one that draws only a background. */
export const floorMap: Plugin = {
  name: "tandem-floor-map",
  enforce: "pre",
  resolveId: (source) =>
    source.endsWith("/maplibre-map.ts") ? path.resolve(here, "floor-map.ts") : undefined,
};

/** Builds the member web app into `outDir` with `plugins` added to its own. */
export async function buildApp(outDir: string, plugins: Plugin[]) {
  await build({
    root: memberWeb,
    configFile: path.join(memberWeb, "vite.config.ts"),
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
    plugins,
  });
  return outDir;
}

const children: ChildProcess[] = [];

/** Stops every sandbox started here. */
export function stopSandboxes() {
  for (const child of children) if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
}

/** The sandbox serving `appDir` on `port` (in memory, its seed), once it answers. */
export async function startSandbox(appDir: string, port: number) {
  const child = spawn(
    process.execPath,
    ["--conditions=@tandem/source", sandboxMain, "--port", String(port), "--memory", "--quiet"].concat([
      "--app-dir",
      appDir,
    ]),
    { stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  children.push(child);
  const origin = `http://127.0.0.1:${String(port)}`;
  for (let waited = 0; waited < 60_000; waited += 250) {
    if ((await fetch(`${origin}/app/`).catch(() => null))?.ok) return origin;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the sandbox on ${origin} did not answer in 60 s`);
}

/** Signs the seeded member in through the API, as the app does; the session cookie's name and value. */
export async function signIn(origin: string) {
  const post = (url: string, body: unknown) =>
    fetch(`${origin}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await fetch(`${origin}/sandbox/throttles?phone=${MEMBER}`, { method: "DELETE" });
  await post("/api/v1/auth/start", {
    phone: MEMBER,
    timezone: "America/Los_Angeles",
    language: "en",
    terms_agreed: true,
  });
  const outbox = (await (await fetch(`${origin}/sandbox/outbox?phone=${MEMBER}`)).json()) as {
    code: string | null;
  }[];
  const token = outbox.find((message) => message.code !== null)?.code;
  if (!token) throw new Error("no sign-in code in the outbox");
  const verified = await post("/api/v1/auth/verify", { phone: MEMBER, token });
  const [name, value] = (verified.headers.getSetCookie()[0] ?? "").split(";")[0]?.split("=") ?? [];
  if (!name || value === undefined) throw new Error("signing in set no cookie");
  return { name, value };
}

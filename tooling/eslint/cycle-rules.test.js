import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles } from "./cycle-rules.js";

/** A folder with the given files. */
function folder(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "tandem-cycles-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("the import-cycle check", () => {
  it("finds two files that import each other's types", async () => {
    const dir = folder({
      "client.ts":
        'import { register } from "./exchange.ts";\nexport interface Client { id: number }\nregister({ id: 1 });\n',
      "exchange.ts":
        'import type { Client } from "./client.ts";\nexport function register(client: Client) { return client; }\n',
    });
    expect(await importCycles(dir)).toEqual([["client.ts", "exchange.ts"]]);
  });

  it("finds a ring of three, through a .tsx file", async () => {
    const dir = folder({
      "a.ts": 'import { b } from "./b.tsx";\nexport const a = () => b;\n',
      "b.tsx": 'import { c } from "./c.ts";\nexport const b = () => c;\n',
      "c.ts": 'import { a } from "./a.ts";\nexport const c = () => a;\n',
    });
    expect(await importCycles(dir)).toHaveLength(1);
  });

  it("passes files whose shared types live in a module of their own", async () => {
    const dir = folder({
      "types.ts": "export interface Client { id: number }\n",
      "client.ts":
        'import type { Client } from "./types.ts";\nimport { register } from "./exchange.ts";\nexport const client: Client = register({ id: 1 });\n',
      "exchange.ts":
        'import type { Client } from "./types.ts";\nexport function register(client: Client) { return client; }\n',
    });
    expect(await importCycles(dir)).toEqual([]);
  });
});

// Builds a strings file in the contract's format (§3.11) from flat, dotted source texts written the way the
// backend's are: `{{name}}` interpolation, `{{amount, sumaCurrency}}` with a formatter, `$t(other.key)` nesting.

type Formatter = "s" | "m" | "mp";
type Arg = { k: string } | { k: string; f: string } | { t: string };
/** A leaf: `[formatter, template, ...args]`; every `@%` in the template takes the next argument. */
export type Leaf = [Formatter, string, ...Arg[]];
/** A strings file: nested by the dotted keys. */
export interface StringsFile {
  [key: string]: Leaf | StringsFile;
}

const TOKEN = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}|\$t\(([\w.]+)\)/g;
const RANK: Record<Formatter, number> = { s: 0, m: 1, mp: 2 };

function ownFormatter(text: string): Formatter {
  if (/\n\n|^\s*([-*]|\d+\.)\s/m.test(text)) return "mp";
  if (/\*\*|__|\[[^\]]+\]\([^)]+\)|`|(^|\s)_[^_]+_/.test(text)) return "m";
  return "s";
}

function formatterOf(
  key: string,
  source: Readonly<Record<string, string>>,
  seen = new Set<string>(),
): Formatter {
  const text = source[key] ?? "";
  let best = ownFormatter(text);
  if (seen.has(key)) return best;
  seen.add(key);
  // A string nesting a markdown string is promoted to the highest formatter (contract §3.11).
  for (const match of text.matchAll(TOKEN)) {
    const nested = match[3];
    if (nested === undefined) continue;
    const inner = formatterOf(nested, source, seen);
    if (RANK[inner] > RANK[best]) best = inner;
  }
  return best;
}

function leaf(key: string, source: Readonly<Record<string, string>>): Leaf {
  const args: Arg[] = [];
  const template = (source[key] ?? "").replace(TOKEN, (_, name?: string, fn?: string, nested?: string) => {
    if (nested !== undefined) args.push({ t: nested });
    else if (fn !== undefined) args.push({ k: name ?? "", f: fn });
    else args.push({ k: name ?? "" });
    return "@%";
  });
  return [formatterOf(key, source), template, ...args];
}

/**
 * Compiles flat texts into the nested file.
 * @example compileStrings({ "errors.wait": "Wait {{seconds}} s." }) // { errors: { wait: ["s", "Wait @% s.", { k: "seconds" }] } }
 */
export function compileStrings(source: Readonly<Record<string, string>>): StringsFile {
  const root: StringsFile = {};
  for (const key of Object.keys(source).sort()) {
    const parts = key.split(".");
    const last = parts.pop() ?? key;
    let node = root;
    for (const part of parts) {
      const next = node[part];
      if (next === undefined || Array.isArray(next)) node[part] = {};
      node = node[part] as StringsFile;
    }
    node[last] = leaf(key, source);
  }
  return root;
}

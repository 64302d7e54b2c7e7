import type { Messages } from "@lingui/core";
import type { CompiledMessage } from "../catalog-store.ts";
import { MARKDOWN_MARKERS, readMarkdownMarker } from "../markdown-marker.ts";

type Token = Exclude<CompiledMessage, string>[number];

interface Leaf {
  formatter: "s" | "m" | "mp";
  template: string;
  args: { k?: string; f?: string; t?: string }[];
}

/** What {@link convertServerStrings} made of a strings file. */
export interface ConvertedStrings {
  /** Compiled Lingui messages by id, ready for `i18n.load`. */
  messages: Messages;
  /** Keys named by `{t}` references that neither the file nor `fallback` knows (shown as the key, F-038). */
  unresolved: string[];
  /** Dotted paths of entries that are not `[formatter, template, ...args]` leaves; they are skipped. */
  invalid: string[];
}

/** Options of {@link convertServerStrings}. */
export interface ConvertOptions {
  /** Put before every id, e.g. `"privacy_policy."` for that namespace's file; default none. */
  prefix?: string;
  /** Finds a message the file does not hold, for `{t}` references (the bundled catalog). */
  fallback?: (id: string) => CompiledMessage | undefined;
}

const MARKERS = { s: "", m: MARKDOWN_MARKERS.inline, mp: MARKDOWN_MARKERS.block } as const;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function toLeaf(value: unknown): Leaf | null {
  if (!Array.isArray(value)) return null;
  const [formatter, template, ...args] = value as unknown[];
  if (formatter !== "s" && formatter !== "m" && formatter !== "mp") return null;
  if (typeof template !== "string" || !args.every(isObject)) return null;
  return { formatter, template, args };
}

function collectLeaves(node: unknown, path: string, leaves: Map<string, Leaf>, invalid: string[]) {
  if (!isObject(node)) {
    invalid.push(path);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    const id = path ? `${path}.${key}` : key;
    const leaf = toLeaf(value);
    if (leaf) leaves.set(id, leaf);
    else if (isObject(value)) collectLeaves(value, id, leaves, invalid);
    else invalid.push(id);
  }
}

// A nested message takes the outer message's formatter (the server already promoted it), so its marker goes.
function withoutMarker(message: CompiledMessage): Token[] {
  const tokens: Token[] = typeof message === "string" ? [message] : [...message];
  const [first] = tokens;
  if (typeof first === "string") tokens[0] = readMarkdownMarker(first).text;
  return tokens;
}

function joinStrings(tokens: Token[]): Token[] {
  const joined: Token[] = [];
  for (const token of tokens) {
    const last = joined.at(-1);
    if (typeof token === "string" && typeof last === "string") joined[joined.length - 1] = last + token;
    else if (token !== "") joined.push(token);
  }
  return joined;
}

/**
 * Converts a strings file of the member API (contract §3.11) into Lingui messages that override the bundled ones:
 * dotted ids from the nested keys, each `@%` of the template replaced by its argument — `{k}` a value
 * placeholder (format Money values with `formatMessageValues`), `{k, f}` the same, `{t}` the referenced message
 * inlined — and a markdown marker in front of "m" (U+200C) and "mp" (U+200D) strings.
 * @example convertServerStrings({ errors: { too_many_requests: ["s", "Wait @% s", { k: "seconds" }] } }).messages
 * // { "errors.too_many_requests": ["Wait ", ["seconds"], " s"] }
 */
export function convertServerStrings(file: unknown, options: ConvertOptions = {}): ConvertedStrings {
  const { prefix = "", fallback = () => undefined } = options;
  const leaves = new Map<string, Leaf>();
  const invalid: string[] = [];
  const unresolved = new Set<string>();
  collectLeaves(file, "", leaves, invalid);

  const compile = (key: string, leaf: Leaf, trail: string[]): Token[] => {
    const parts = leaf.template.split("@%");
    const tokens: Token[] = [MARKERS[leaf.formatter]];
    parts.forEach((part, index) => {
      tokens.push(part);
      if (index < parts.length - 1) tokens.push(...argument(leaf.args[index], [...trail, key]));
    });
    return joinStrings(tokens);
  };

  const argument = (arg: Leaf["args"][number] | undefined, trail: string[]): Token[] => {
    if (arg?.t !== undefined) {
      const nested = leaves.get(arg.t);
      // A reference back into its own chain would never end: show the key instead.
      if (nested && !trail.includes(arg.t)) return withoutMarker(compile(arg.t, nested, trail));
      const known = nested ? undefined : (fallback(prefix + arg.t) ?? fallback(arg.t));
      if (known !== undefined) return withoutMarker(known);
      unresolved.add(arg.t);
      return [arg.t];
    }
    return arg?.k === undefined ? [] : [[arg.k]];
  };

  const messages: Messages = {};
  for (const [key, leaf] of leaves) messages[prefix + key] = compile(key, leaf, []);
  return { messages, unresolved: [...unresolved], invalid };
}

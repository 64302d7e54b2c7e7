import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { SERVING_RULES } from "@tandem/paths/serving";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A content coding the static host can send. */
export type Encoding = "br" | "gzip";

// Content types and whether compressing is worth it: the shared serving rules (fonts and images are
// compressed formats already: zlib only adds bytes).
const TYPES = SERVING_RULES.types;

/** One representation of a file: its bytes, its strong ETag and the content coding it carries (none: identity). */
export interface Variant {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  encoding?: Encoding;
}

/** A file read into memory with its validator; compressed variants are made once and kept beside it. */
export interface StaticFile {
  type: string;
  compressible: boolean;
  identity: Variant;
  /** The version read (mtime and size), so a rebuilt file is read again. */
  version: string;
  /** Finished compressions, served at once. */
  ready: Map<Encoding, Variant>;
  /** Compressions under way or finished, so concurrent requests share one. */
  pending: Map<Encoding, Promise<Variant>>;
}

// Quality 11 takes ~1.6 s for the 440 KB entry script, once per build, off the main thread; source maps of
// several MB would take ~10 s at 11 and are only opened by devtools, so they get 9.
function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === "gzip") return gzipAsync(body, { level: 9 });
  const quality = body.length > 1024 * 1024 ? 9 : 11;
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function start(file: StaticFile, encoding: Encoding): Promise<Variant> {
  let pending = file.pending.get(encoding);
  if (!pending) {
    pending = compress(file.identity.body, encoding).then((body) => {
      // A compressed body no smaller than the original (a tiny file) is not worth the decoding.
      const variant =
        body.length < file.identity.body.length
          ? { body, etag: `${file.identity.etag.slice(0, -1)}-${encoding}"`, encoding }
          : file.identity;
      file.ready.set(encoding, variant);
      return variant;
    });
    file.pending.set(encoding, pending);
  }
  return pending;
}

/**
 * The variant to send for the codings the client accepts, in order of preference: the first one already
 * compressed, else (starting every accepted one) gzip, which is quick, while brotli's slower best quality runs.
 */
export async function pickVariant(file: StaticFile, accepted: readonly Encoding[]): Promise<Variant> {
  if (!file.compressible || accepted.length === 0) return file.identity;
  for (const encoding of accepted) {
    const ready = file.ready.get(encoding);
    if (ready) return ready;
  }
  const started = accepted.map((encoding) => start(file, encoding));
  return started[accepted.indexOf("gzip")] ?? started[0] ?? file.identity;
}

/**
 * The codings an `Accept-Encoding` header allows, best first by q-value, brotli before gzip on a tie; empty
 * means identity (no header, `identity`, or every coding refused with q=0).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weight = (name: Encoding): number => weights.get(name) ?? weights.get("*") ?? 0;
  return (["br", "gzip"] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
}

/**
 * Reads files into memory on first use and again only when their mtime or size changes, so a rebuilt app is
 * served without a restart and repeated requests never read or compress again.
 */
export class StaticFiles {
  readonly #files = new Map<string, StaticFile>();

  /** The file at an absolute path, or null when there is no such regular file. */
  async load(file: string): Promise<StaticFile | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      this.#files.delete(file);
      return null;
    }
    const version = `${info.mtimeMs}:${info.size}`;
    const cached = this.#files.get(file);
    if (cached?.version === version) return cached;
    const body = await readFile(file);
    const { type, compress: compressible } = TYPES[path.extname(file).toLowerCase()] ?? {
      type: "application/octet-stream",
      compress: false,
    };
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const loaded: StaticFile = {
      type,
      compressible,
      identity: { body, etag },
      version,
      ready: new Map(),
      pending: new Map(),
    };
    this.#files.set(file, loaded);
    return loaded;
  }
}

// Raw HTML in product text (doc 1 §5 link safety, S-03): only plain formatting tags are kept, each with a short
// list of harmless attributes; interactive, embedding and scripting tags are dropped with their content; any
// other tag is unwrapped (its text stays, the tag goes).

const KEPT_TAGS = new Set(
  (
    "p br hr div span strong b em i u s del ins mark small sub sup code pre kbd abbr blockquote ul " +
    "ol li h1 h2 h3 h4 h5 h6 table thead tbody tfoot tr th td a img"
  ).split(" "),
);

const DROPPED_TAGS = new Set(
  (
    "script style iframe frame frameset object embed applet form input button textarea select option " +
    "svg math link meta base template noscript video audio source track canvas dialog portal title " +
    "xmp plaintext noembed noframes"
  ).split(" "),
);

const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  ol: ["start"],
  td: ["colSpan", "rowSpan", "colspan", "rowspan"],
  th: ["colSpan", "rowSpan", "colspan", "rowspan", "scope"],
  abbr: ["title"],
};

/** What to do with a raw HTML tag. */
export function htmlTagPolicy(tag: string): "keep" | "drop" | "unwrap" {
  const name = tag.toLowerCase();
  if (KEPT_TAGS.has(name)) return "keep";
  if (DROPPED_TAGS.has(name)) return "drop";
  return "unwrap";
}

/** The attributes of a kept tag that may be rendered (never `on*`, `style`, `class` or `id`). */
export function keptAttributes(
  tag: string,
  attrs: Record<string, unknown> | undefined,
): Record<string, string> {
  const allowed = KEPT_ATTRIBUTES[tag.toLowerCase()] ?? [];
  const kept: Record<string, string> = {};
  for (const name of allowed) {
    const value = attrs?.[name];
    if (typeof value === "string" || typeof value === "number")
      kept[name.replace(/span$/, "Span")] = String(value);
  }
  return kept;
}

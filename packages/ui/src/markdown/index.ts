export { Markdown, type MarkdownProps } from "./markdown.tsx";
export {
  MarkdownConfigProvider,
  useMarkdownConfig,
  type AppLinkProps,
  type MarkdownConfig,
  type RenderAppLink,
} from "./markdown-config.tsx";
export {
  BLOCK_MARKDOWN_MARKER,
  INLINE_MARKDOWN_MARKER,
  splitMarker,
  type TextFormat,
} from "./markdown-markers.ts";
export { isSafeImageUrl, isSafeLinkUrl, normalizeUrl } from "./safe-url.ts";
export { resolveLinkTarget, type LinkTarget } from "./link-target.ts";

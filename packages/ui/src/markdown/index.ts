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
export {
  checkHref,
  isSafeImageUrl,
  isSafeLinkUrl,
  NEW_TAB_MARKER,
  normalizeUrl,
  PRODUCT_TEXT_SCHEMES,
  WEB_SCHEMES,
  type CheckedHref,
} from "./safe-url.ts";
export { resolveLinkTarget, type LinkTarget, type LinkTargetOptions } from "./link-target.ts";

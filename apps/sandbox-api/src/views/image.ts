import type { Image } from "@tandem/api-client/schemas";
import { imageCaption } from "../seed/images.ts";
import type { ViewContext } from "./view-context.ts";
import { tr } from "./view-context.ts";

/** Contract §2.2: caption and absolute URL; a missing image is the `missing` placeholder. */
export function imageView(ctx: ViewContext, imageId: string | null): Image {
  if (imageId === null) return { caption: "", url: `${ctx.origin}/api/v1/images/missing` };
  const caption = imageCaption(imageId);
  return { caption: caption ? tr(caption, ctx.lang) : "", url: `${ctx.origin}/api/v1/images/${imageId}` };
}

/** Image or null, for the few fields that may be null (trip, order and vendor-account images). */
export function optionalImageView(ctx: ViewContext, imageId: string | null): Image | null {
  return imageId === null ? null : imageView(ctx, imageId);
}

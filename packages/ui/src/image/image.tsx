import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { sizedImageUrl } from "./sized-image-url.ts";
import "./image.css";

const loadFailed = msg({ id: "errors.image_load_failed", message: "Image failed to load" });

export interface ImageProps {
  /** The image address as the API gives it; the size parameters are added. */
  src: string;
  /** What the image shows, or `""` when it only decorates (B-17). */
  alt: string;
  /** Width to request, in CSS px; also the box's aspect ratio with `height`. */
  width: number;
  /** Height to request, in CSS px. */
  height: number;
  /** Extra query parameters for the image service, e.g. `{ fit: "crop", crop: "entropy" }`. */
  params?: Record<string, string | number>;
  /** Shown after ☹ when the image cannot load; "Image failed to load" when absent (E-02). */
  caption?: string;
  /** `"fill"` stretches to the container's width at the same ratio; `"fixed"` keeps `width`. @defaultValue "fill" */
  layout?: "fill" | "fixed";
  /**
   * The page's main image, in its first screen (its largest paint): fetched at once and first, not when scrolled
   * near. Others wait until they are about to show. @defaultValue false
   */
  priority?: boolean;
}

/**
 * An image requested at the size it is shown (F-021), in a box of that ratio that shows a grey placeholder while
 * loading, so nothing moves when it arrives. If it fails, a frowning face with the caption takes its place at
 * the same size (E-02).
 * @example <Image src={program.image.url} alt="" width={500} height={200} params={{ fit: "crop", crop: "entropy" }} />
 */
export function Image({
  src,
  alt,
  width,
  height,
  params,
  caption,
  layout = "fill",
  priority = false,
}: ImageProps) {
  const { i18n } = useLingui();
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setState("loading");
  }
  const box = { aspectRatio: `${width} / ${height}`, width: layout === "fixed" ? `${width}px` : undefined };
  return (
    <span className={`tdm-image tdm-image--${layout}`} data-state={state} style={box}>
      {state === "failed" ? (
        <span className="tdm-image__failed">
          <span className="tdm-image__face" aria-hidden="true">
            ☹
          </span>
          <span>{caption ?? i18n._(loadFailed)}</span>
        </span>
      ) : (
        <img
          className="tdm-image__img"
          src={sizedImageUrl(src, { w: width, h: height, ...params })}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          ref={(element) => {
            // An image served from cache may be complete before React attaches its load listener.
            if (element?.complete && element.naturalWidth > 0 && state === "loading") setState("loaded");
          }}
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
        />
      )}
    </span>
  );
}

// GET /api/v1/images/{opaque_id} (contract §2.2): the seed's illustrations as SVG. The resizing parameters
// (w, h, crop, resize, fmt, q, flatten) are accepted and checked; vector art needs no resizing.
import { Hono } from "hono";
import { z } from "zod";
import { illustrationSvg, placeholderSvg } from "../images/illustration.ts";
import { ApiFailure } from "../http/api-failure.ts";
import { parseParams, queryParams, rangeParam } from "../http/params.ts";
import { ownEntry } from "../own-entry.ts";
import type { SandboxEnv } from "../sandbox.ts";
import { IMAGES } from "../seed/images.ts";

const size = rangeParam(0.01, 4096, false);
const resizeSchema = z.object({
  w: size.optional(),
  h: size.optional(),
  crop: z.enum(["center", "none", "entropy", "attention", "low", "high"]).optional(),
  resize: z.enum(["limit", "fill"]).optional(),
  fmt: z.enum(["png", "jpeg"]).optional(),
  q: rangeParam(1, 100).optional(),
  flatten: z
    .string()
    .regex(/^\d{1,3},\d{1,3},\d{1,3}$/)
    .optional(),
});

/** Public images. */
export function imageRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get("/images/:opaqueId", (c) => {
    parseParams(resizeSchema, queryParams(c));
    const id = c.req.param("opaqueId");
    const spec = ownEntry(IMAGES, id);
    // An unknown picture is not found, as on any image host (the contract names no error here).
    if (id !== "missing" && !spec) throw new ApiFailure(404, "not_found", `No image ${id}`);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(spec ? illustrationSvg(spec) : placeholderSvg());
  });
  return app;
}

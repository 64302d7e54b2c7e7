/** A file type: its Content-Type and whether compressing it is worth it (fonts and images are compressed already). */
export interface ContentType {
  type: string;
  compress: boolean;
}

const TEXT = "; charset=utf-8";

/** Content types by file extension, text in utf-8; anything else is application/octet-stream, never compressed. */
export const CONTENT_TYPES: Record<string, ContentType> = {
  ".html": { type: `text/html${TEXT}`, compress: true },
  ".js": { type: `text/javascript${TEXT}`, compress: true },
  ".mjs": { type: `text/javascript${TEXT}`, compress: true },
  ".css": { type: `text/css${TEXT}`, compress: true },
  ".json": { type: `application/json${TEXT}`, compress: true },
  ".map": { type: `application/json${TEXT}`, compress: true },
  ".webmanifest": { type: `application/manifest+json${TEXT}`, compress: true },
  ".svg": { type: "image/svg+xml", compress: true },
  ".txt": { type: `text/plain${TEXT}`, compress: true },
  ".woff2": { type: "font/woff2", compress: false },
  ".woff": { type: "font/woff", compress: false },
  ".png": { type: "image/png", compress: false },
  ".jpg": { type: "image/jpeg", compress: false },
  ".jpeg": { type: "image/jpeg", compress: false },
  ".webp": { type: "image/webp", compress: false },
  ".avif": { type: "image/avif", compress: false },
  ".gif": { type: "image/gif", compress: false },
  ".ico": { type: "image/x-icon", compress: false },
};

export { Image, type ImageProps } from "./image.tsx";
export { sizedImageUrl } from "./sized-image-url.ts";

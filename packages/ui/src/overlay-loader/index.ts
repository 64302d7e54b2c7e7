export { OverlayLoader, type OverlayLoaderProps } from "./overlay-loader.tsx";

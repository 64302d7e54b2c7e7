export { ScreenLoader, type ScreenLoaderProps } from "./screen-loader.tsx";

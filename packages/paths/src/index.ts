export { isAppPath, withAppBase, withoutAppBase } from "./app-path.ts";
export {
  paths,
  type PathBuilders,
  type PathInput,
  type PatternParamName,
  type SearchValues,
} from "./paths.ts";
export { APP_BASE, routePatterns, type PageName } from "./route-patterns.ts";

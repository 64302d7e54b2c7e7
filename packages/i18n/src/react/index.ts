export { TandemI18nProvider } from "./tandem-i18n-provider.tsx";
export { StaticStringsProvider, useStaticStringsLoader } from "./static-strings-provider.tsx";
export {
  useLanguageSwitch,
  type LanguageSwitch,
  type UseLanguageSwitchOptions,
} from "./use-language-switch.ts";
export { useStaticStrings, type StaticStringsStatus } from "./use-static-strings.ts";

export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, toLanguage, intlLocale, type Language } from "./languages.ts";
export { formatMoney, type Money } from "./money.ts";
export { loadCatalog } from "./catalogs.ts";
export { tandemI18n, applyLanguage } from "./setup.ts";

export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, toLanguage, intlLocale, type Language } from "./languages.ts";
export { formatMoney, type Money } from "./money.ts";
export { formatDate, type DateStyle } from "./format-date.ts";
export { prepareFormats } from "./prepare-formats.ts";
export { formatMessageValues } from "./message-values.ts";
export { MARKDOWN_MARKERS, readMarkdownMarker, type TextFormat } from "./markdown-marker.ts";
export { loadCatalog, MESSAGE_AREAS, type MessageArea } from "./catalogs.ts";
export { tandemI18n, applyLanguage, loadMessageArea } from "./setup.ts";
export { switchLanguage, LANGUAGE_SWITCH_WAIT_MS, type SwitchLanguageOptions } from "./switch-language.ts";
export {
  watchMissingMessages,
  type MissingMessage,
  type WatchMissingMessagesOptions,
} from "./missing-messages.ts";
export {
  convertServerStrings,
  type ConvertedStrings,
  type ConvertOptions,
} from "./server-strings/convert-server-strings.ts";
export {
  createStaticStringsLoader,
  namespacedId,
  MAIN_NAMESPACE,
  type FetchStrings,
  type StaticStringsLoader,
  type StaticStringsLoaderOptions,
} from "./server-strings/static-strings-loader.ts";
export { errorMessage } from "./messages/error-message.ts";
export { errorMessages } from "./messages/error-messages.ts";
export { cardErrorMessages } from "./messages/card-error-messages.ts";
export { formMessages } from "./messages/form-messages.ts";
export { commonMessages } from "./messages/common-messages.ts";
export { commerceMessages } from "./messages/commerce-messages.ts";
export { mobilityMessages } from "./messages/mobility-messages.ts";
export { memberMessages } from "./messages/member-messages.ts";

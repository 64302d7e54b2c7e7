export { TandemI18nProvider } from "./tandem-i18n-provider.tsx";

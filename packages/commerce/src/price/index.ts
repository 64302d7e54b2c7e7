export { Price, type PriceProps } from "./price.tsx";
export { useMoney } from "./use-money.ts";

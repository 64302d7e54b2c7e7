export { maskPhone } from "./mask-phone.ts";

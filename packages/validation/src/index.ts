export { formatPhoneAsTyped, isValidPhone, normalizePhone } from "./phone.ts";

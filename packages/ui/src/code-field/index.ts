export { CodeField, type CodeFieldProps } from "./code-field.tsx";
export { isCodeComplete } from "./code-slots.ts";

export { FieldError, type FieldErrorProps } from "./field-error.tsx";

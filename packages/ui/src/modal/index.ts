export { Modal, type ModalProps } from "./modal.tsx";
export { MODAL_TRANSITION_MS } from "./use-modal-dialog.ts";

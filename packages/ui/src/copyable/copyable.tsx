import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useRef } from "react";
import { Icon } from "../internal/icon.tsx";
import { uiMessages } from "../internal/messages.ts";
import { COPY_TOAST_DURATION } from "../toast/toast-context.ts";
import { useToast } from "../toast/use-toast.ts";
import "./copyable.css";

const copyValue = msg({ id: "common.copy_value", message: "Copy {value}" });
const copyFailed = msg({
  id: "errors.copy_failed",
  message: "Couldn't copy. Select the text and copy it yourself.",
});

export interface CopyableProps {
  /** The text shown and copied, e.g. an account or reference number. */
  text: string;
}

/**
 * Text with a clipboard button (F-022): pressing it copies the text and shows the green "Copied to clipboard."
 * toast for 2000 ms (C-04). Where the clipboard is refused, the text is selected for the member to copy and an
 * error toast says so. Needs a `ToastProvider` above it.
 * @example <Copyable text="TDM-4821" />
 */
export function Copyable({ text }: CopyableProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const shown = useRef<HTMLSpanElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.show({
        variant: "success",
        message: i18n._(uiMessages.copiedToClipboard),
        duration: COPY_TOAST_DURATION,
      });
    } catch {
      if (shown.current) window.getSelection()?.selectAllChildren(shown.current);
      toast.showError(i18n._(copyFailed));
    }
  }
  return (
    <span className="tdm-copyable">
      <span ref={shown} className="tdm-copyable__text">
        {text}
      </span>
      <button
        type="button"
        className="tdm-copyable__button"
        aria-label={i18n._({ ...copyValue, values: { value: text } })}
        onClick={() => void copy()}
      >
        <Icon name="copy" size="1.1em" />
      </button>
    </span>
  );
}

import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useToast } from "@tandem/ui/toast";
import { useEffect, useEffectEvent } from "react";
import { takeUpdateNotice } from "./stale-bundle.ts";

const updated = msg({ id: "common.app_updated", message: "Tandem was updated to its latest version." });

/** Says once, after the reload into a new build, that the app was updated (B-09). */
export function AppUpdatedNotice() {
  const { i18n } = useLingui();
  const toast = useToast();
  const show = useEffectEvent(() => toast.show({ variant: "info", message: i18n._(updated) }));
  useEffect(() => {
    if (takeUpdateNotice()) show();
  }, []);
  return null;
}

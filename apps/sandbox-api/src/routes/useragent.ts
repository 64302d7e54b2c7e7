// GET /api/useragent (contract §3.16, no version prefix): what the caller's browser and platform are.
import { Hono } from "hono";
import { send } from "../http/respond.ts";
import type { SandboxEnv } from "../sandbox.ts";

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

function platformOf(ua: string): {
  platform: string;
  platformVersion: string;
  isAndroid: boolean;
  isIos: boolean;
} {
  const ios = /\b(iPhone|iPad|iPod)\b.*? OS (\d+[_\d]*)/.exec(ua);
  if (ios)
    return {
      platform: `iOS (${ios[1] ?? "iPhone"})`,
      platformVersion: (ios[2] ?? "").replace(/_/g, "."),
      isAndroid: false,
      isIos: true,
    };
  const android = /Android (\d+(\.\d+)*)/.exec(ua);
  if (android)
    return { platform: "Android", platformVersion: android[1] ?? "", isAndroid: true, isIos: false };
  const mac = /Mac OS X (\d+[_.\d]*)/.exec(ua);
  if (mac)
    return {
      platform: "macOS",
      platformVersion: (mac[1] ?? "").replace(/_/g, "."),
      isAndroid: false,
      isIos: false,
    };
  const windows = /Windows NT (\d+(\.\d+)?)/.exec(ua);
  if (windows)
    return { platform: "Windows", platformVersion: windows[1] ?? "", isAndroid: false, isIos: false };
  return {
    platform: ua.includes("Linux") ? "Linux" : "Unknown",
    platformVersion: "",
    isAndroid: false,
    isIos: false,
  };
}

/** The unversioned system route. */
export function userAgentRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get("/useragent", (c) => {
    const ua = c.req.header("user-agent") ?? "";
    const device = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? "Unknown";
    return send(c, { device, ...platformOf(ua) });
  });
  return app;
}

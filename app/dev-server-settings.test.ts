import { describe, expect, test } from "vitest";
import { appUrlFromCli, devServerSettings } from "./dev-server-settings";

describe("devServerSettings (vite.config.ts under `shopify app dev`)", () => {
  test("through the CLI's tunnel: the tunnel's host is allowed, preflights reach the app, hot reload goes over wss on 443", () => {
    const settings = devServerSettings({
      SHOPIFY_APP_URL: "https://quiet-river-42.trycloudflare.com",
      PORT: "52001",
      FRONTEND_PORT: "52002",
    });
    expect(settings).toEqual({
      port: 52001,
      allowedHosts: ["quiet-river-42.trycloudflare.com"],
      cors: { preflightContinue: true },
      hmr: { protocol: "wss", host: "quiet-river-42.trycloudflare.com", port: 52002, clientPort: 443 },
    });
  });

  test("without a tunnel: localhost, hot reload over ws on a fixed local port", () => {
    const settings = devServerSettings({});
    expect(settings.port).toBe(3000);
    expect(settings.allowedHosts).toEqual(["localhost"]);
    expect(settings.hmr).toEqual({ protocol: "ws", host: "localhost", port: 64999, clientPort: 64999 });
  });

  test("an older CLI's HOST URL stands for SHOPIFY_APP_URL; a listen address in HOST does not", () => {
    expect(appUrlFromCli({ HOST: "https://old-cli.trycloudflare.com" })).toBe("https://old-cli.trycloudflare.com");
    expect(appUrlFromCli({ HOST: "0.0.0.0" })).toBeUndefined();
    expect(appUrlFromCli({ HOST: "https://a.example", SHOPIFY_APP_URL: "https://b.example" })).toBe(
      "https://b.example",
    );
    expect(devServerSettings({ HOST: "https://old-cli.trycloudflare.com" }).hmr.port).toBe(8002);
  });
});

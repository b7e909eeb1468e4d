import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { loadDotEnv } from "../../scripts/load-env.mjs";
import { commandOf, parseDockerfile } from "./dockerfile";

const PROBE = "DELIVERY_CONNECT_ENV_PROBE";
const SHELL_PROBE = "DELIVERY_CONNECT_ENV_SHELL_PROBE";
afterEach(() => {
  delete process.env[PROBE];
  delete process.env[SHELL_PROBE];
});

test("the image starts node itself as PID 1, not npm, on the script npm start runs", () => {
  const stages = parseDockerfile(readFileSync("Dockerfile", "utf8"));
  const cmd = stages
    .at(-1)!
    .instructions.filter((instruction) => instruction.keyword === "CMD")
    .pop()!;
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  expect(commandOf(cmd.args)).toEqual(start.split(" "));
  expect(commandOf(cmd.args)[0]).toBe("node");
});

test("npm start reads .env when there is one; what the shell set wins", () => {
  const dir = mkdtempSync(join(tmpdir(), "dotenv-"));
  expect(loadDotEnv(dir)).toBe(false);
  writeFileSync(join(dir, ".env"), `${PROBE}=from-file\n${SHELL_PROBE}=from-file\n`);
  process.env[SHELL_PROBE] = "from-shell";
  expect(loadDotEnv(dir)).toBe(true);
  expect(process.env[PROBE]).toBe("from-file");
  expect(process.env[SHELL_PROBE]).toBe("from-shell");
  expect(readFileSync("scripts/start.mjs", "utf8")).toMatch(/^loadDotEnv\(\);$/m);
});

test("the browser's files are all under /assets: there is no public/ folder, which server.mjs does not serve", () => {
  // docs/decisions/134: a public/ folder's files would be copied beside build/client/assets and answered 404.
  expect(existsSync("public")).toBe(false);
  expect(readFileSync("server.mjs", "utf8")).toMatch(/express\.static\("build\/client\/assets"/);
});

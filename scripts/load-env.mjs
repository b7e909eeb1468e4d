// Reads `<dir>/.env` into process.env when the file exists (`npm start`, the CLI): a variable the shell or the
// platform already set wins over the file's (Node's own process.loadEnvFile). Returns whether a file was read.
import { existsSync } from "node:fs";
import { join } from "node:path";

export function loadDotEnv(dir = process.cwd()) {
  const file = join(dir, ".env");
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

import { rotateSecrets } from "~/secrets/rotate-secrets.server";
import { parseOptions, printResult, type Command } from "../command";

const USAGE = "secrets:rotate [--json]";

export const secretsRotate: Command = {
  name: "secrets:rotate",
  summary: "Re-encrypt stored secrets with ENCRYPTION_KEY (old keys in ENCRYPTION_KEYS_PREVIOUS), so the old keys can be dropped.",
  async run(ctx, args) {
    const options = parseOptions(args, { json: { type: "boolean", default: false } }, USAGE);
    const counts = await rotateSecrets(ctx);
    printResult({ ...counts, next: "Remove the old keys from ENCRYPTION_KEYS_PREVIOUS and restart." }, Boolean(options.json));
  },
};

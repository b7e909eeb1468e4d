import { rotateSecrets } from "~/cli/rotate-secrets.server";
import { CliError, parseOptions, printResult, type Command } from "../command";

const USAGE = "secrets:rotate [--json]";

export const secretsRotate: Command = {
  name: "secrets:rotate",
  summary:
    "Re-encrypt stored secrets with ENCRYPTION_KEY (old keys in ENCRYPTION_KEYS_PREVIOUS), so the old keys can be dropped.",
  async run(ctx, args, io) {
    const options = parseOptions(args, { json: { type: "boolean", default: false } }, USAGE);
    const counts = await rotateSecrets(ctx);
    const stuck = counts.undecryptable.length;
    const next = stuck
      ? `${stuck} stored secret(s) could not be decrypted with ENCRYPTION_KEY or ENCRYPTION_KEYS_PREVIOUS: add the key they were made with to ENCRYPTION_KEYS_PREVIOUS and run secrets:rotate again. Keep every old key until then.`
      : "Remove the old keys from ENCRYPTION_KEYS_PREVIOUS and restart.";
    printResult(io, { ...counts, next }, Boolean(options.json));
    if (stuck) throw new CliError("Some secrets were not re-encrypted (see next).");
  },
};

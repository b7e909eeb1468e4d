// `npm run cli -- <command>`: the operator CLI (run.ts), with this process's environment and streams.
import { runCli } from "./run";

// eslint-disable-next-line no-restricted-properties -- the CLI's entry hands the process's environment down
const code = await runCli(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr });
process.exitCode = code;

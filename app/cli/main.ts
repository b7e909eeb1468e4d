// `npm run cli -- <command>`: the operator CLI (run.ts). Its standard output is the command's result
// (`--json` must stay parseable), so its logs go to standard error; set before any module reads the
// environment, because some build the app's context as they load.
// eslint-disable-next-line no-restricted-properties -- written, not read: env.server.ts reads it.
process.env.LOG_STREAM = "stderr";
await import("./run");
export {};

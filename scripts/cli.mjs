// `npm run cli -- <command>`: runs the built CLI (scripts/cli-build.mjs), building it first on a fresh clone or when
// a file it was built from changed, so an operator never runs stale code nor waits for a compiler on every command.
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { CLI_BUILD, buildCli, cliBuildIsFresh } from "./cli-build.mjs";

if (!cliBuildIsFresh()) await buildCli();
await import(pathToFileURL(resolve(CLI_BUILD)).href);

// Generates both Prisma clients (SQLite and PostgreSQL) from their schemas. Prisma reads the
// generator's engine type only when DATABASE_URL is set, so a placeholder is given when it is not;
// generating never connects to a database.
//
// A client whose schema and Prisma version are those it was generated from is left as it is: `npm test` and
// `npm run build` call this on every run, and `prisma generate` first deletes its output, so a second run beside a
// first (two test runs in one checkout) would pull the client from under the first one's processes.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

execFileSync("node", ["scripts/prisma-schemas.mjs"], { stdio: "inherit" });
const prismaVersion = createRequire(import.meta.url)("prisma/package.json").version;
const targets = [
  ["prisma/schema.prisma", "file:./prisma/dev.db", "node_modules/@delivery-connect/prisma-sqlite"],
  [
    "prisma/postgresql/schema.prisma",
    "postgresql://localhost:5432/placeholder",
    "node_modules/@delivery-connect/prisma-postgresql",
  ],
];
let generated = 0;
for (const [schema, placeholderUrl, output] of targets) {
  const stamp = `${output}/.generated-from`;
  const fingerprint = createHash("sha256").update(prismaVersion).update(readFileSync(schema)).digest("hex");
  if (existsSync(`${output}/index.js`) && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) continue;
  execFileSync("prisma", ["generate", "--no-hints", "--schema", schema], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: placeholderUrl },
  });
  writeFileSync(stamp, fingerprint);
  generated += 1;
}
console.log(
  generated
    ? `prisma: generated ${generated} of the 2 clients (SQLite, PostgreSQL)`
    : "prisma: both clients up to date",
);

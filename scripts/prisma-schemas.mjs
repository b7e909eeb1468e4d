// Derives the PostgreSQL schema from prisma/schema.prisma (the one file people edit), so both
// databases always share one data model. Run by `npm run setup` and by tests.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";

const source = readFileSync("prisma/schema.prisma", "utf8");
const postgres = source
  .replace('provider = "sqlite"', 'provider = "postgresql"')
  .replace(
    'output          = "../node_modules/@delivery-connect/prisma-sqlite"',
    'output          = "../../node_modules/@delivery-connect/prisma-postgresql"',
  )
  .replace(
    /^\/\/ The data model.*\n\/\/.*\n/m,
    "// GENERATED from prisma/schema.prisma by scripts/prisma-schemas.mjs. Do not edit.\n",
  );
if (postgres === source) throw new Error("prisma-schemas: provider line not found");
mkdirSync("prisma/postgresql", { recursive: true });
writeFileSync("prisma/postgresql/schema.prisma", postgres);

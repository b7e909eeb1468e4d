import { defineConfig } from "prisma/config";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";

// One config for both databases: DATABASE_URL decides. Prisma runs its JavaScript schema engine
// through a driver adapter, so nothing is downloaded (see ../shared/ENVIRONMENT.md).
const url = process.env.DATABASE_URL ?? "file:./prisma/dev.db";
const isPostgres = /^postgres(ql)?:\/\//.test(url);

export default defineConfig({
  experimental: { adapter: true },
  schema: isPostgres ? "prisma/postgresql/schema.prisma" : "prisma/schema.prisma",
  migrations: { path: isPostgres ? "prisma/postgresql/migrations" : "prisma/migrations" },
  engine: "js",
  adapter: async () => (isPostgres ? new PrismaPg({ connectionString: url }) : new PrismaLibSQL({ url })),
});

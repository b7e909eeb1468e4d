# Delivery Connect's production image. Two stages: `build` installs exactly the lock file (`npm ci`), builds the
# app, then prunes the development dependencies (vite, esbuild's old builds, the Remix compiler and its `tar`:
# build tools only, docs/decisions/039); the image keeps that pruned node_modules, the build and what
# `npm start` and `npm run cli` read.
# test/deploy/dockerfile.test.ts runs these very stages' commands in a fresh copy and checks /healthz,
# so keep one command per RUN line (no line continuations).

FROM node:22-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a change to the source alone reuses the installed layer. Installing applies the patches of
# patches/ and generates the Prisma clients (postinstall): it needs the patches, the schemas and the scripts.
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts ./scripts
COPY patches ./patches
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund
# The generated Prisma clients live in node_modules outside npm's tree, so pruning drops them: generate them again
# (postinstall, through npm so that node_modules/.bin is on the PATH).
RUN npm run postinstall

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
ENV PORT=3000
# No `npm cache clean`: only /app is copied from the build stage, so npm's cache never reaches the image.
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/prisma.config.ts /app/server.mjs /app/job-worker.mjs /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/prisma ./prisma
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/app ./app
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs, with node as PID 1 so the platform's SIGTERM reaches the server's graceful stop (npm would
# be PID 1 otherwise): the database (DATABASE_URL) is migrated first, then the app serves on PORT.
CMD ["node", "scripts/start.mjs"]

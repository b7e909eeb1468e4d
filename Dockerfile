# Delivery Connect's production image. Multi-stage: the build stage has every dependency and builds the app;
# the image keeps the production dependencies, the build and what `npm start` and `npm run cli` read.
# test/deploy/dockerfile.test.ts runs these very stages' commands in a fresh copy and checks /healthz,
# so keep one command per RUN line (no line continuations).

# `npm install`, not `npm ci`: the lock file leaves out platform packages the project's registry does not
# carry (rollup's builds for other systems), which `npm ci` refuses as "not in sync" (docs/decisions/020).
# `npm install` still installs the locked versions.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund
RUN npm run build

FROM node:22-bookworm-slim AS production-dependencies
WORKDIR /app
# Installing generates the Prisma clients (postinstall): it needs the schemas and the scripts.
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts ./scripts
COPY prisma ./prisma
# No `npm cache clean`: the final stage copies only /app, so the cache never reaches the image (and the
# test that runs these lines shares the machine's npm cache, which it must not empty).
RUN npm install --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
ENV PORT=3000
COPY --from=production-dependencies --chown=node:node /app ./
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/server.mjs /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/app ./app
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start` migrates the database (DATABASE_URL) first, then serves on PORT.
CMD ["npm", "start"]

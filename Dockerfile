# syntax=docker/dockerfile:1
# The site's production image (docs/deploy.md). It runs exactly the commands CI tests:
# npm install, npm run build, npm prune --omit=dev, then npm run serve (and npm run migrate as a
# one-off release step). One image for every environment: settings come from the environment at start.

# --- Build stage: all dependencies, the production build, then the devDependencies removed.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches the platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- Run stage: what `npm run serve` needs, owned by root, run by the unprivileged node user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
# The only writable folder: the SQLite database and demo e-mails when DATABASE_URL is not PostgreSQL,
# and the backups (a volume of their own in compose.yaml, which takes this folder's owner and mode).
RUN mkdir -p /app/data/backups && chown node:node /app/data /app/data/backups && chmod 700 /app/data/backups
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# Liveness only: the process answers. Readiness (database, draining) is for the load balancer.
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["npm", "run", "serve"]

# anonse — one image for the `api` and `projections` services of docker-compose.yml.
# Build: docker build -t anonse .      Run: see docker-compose.yml

# ── build: install everything, compile TypeScript, build both web apps, then drop dev dependencies ──
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first so `npm ci` stays cached while only sources change. One line per npm workspace
# (scripts/docker-compose.unit.spec.ts checks that this list matches package.json "workspaces").
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY eventstore/package.json eventstore/
COPY projections/package.json projections/
COPY services/api/package.json services/api/
COPY web-public/package.json web-public/
COPY web-admin/package.json web-admin/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf e2e bench

# ── runtime: compiled output and production dependencies only ──
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PROCESS_ROLE=api \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Debian's ffmpeg (security-maintained) transcodes advertisers' videos; the API disables video upload without it.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
CMD ["node", "services/api/dist/main.js"]

#!/usr/bin/env node
// `npm start [api|projections]` — the one command a newcomer needs on a fresh clone:
// installs dependencies and builds when needed, then runs the product.
//   (no argument)  everything in one process: API + SSR web + admin console + projections + socket.io
//   api            the API/web role only (PROCESS_ROLE=api), for a production stack with a separate projector
//   projections    the projections runner only
import { join } from 'node:path';
import { ROOT, ensureReady, execNode, say } from './lib/ensure.mjs';

const role = process.argv[2] ?? 'all';
const ROLES = {
  all: { file: 'services/api/dist/main.js', env: {} },
  api: { file: 'services/api/dist/main.js', env: { PROCESS_ROLE: 'api' } },
  projections: { file: 'services/api/dist/projections-main.js', env: {} },
};

const chosen = ROLES[role];
if (!chosen) {
  say(
    `unknown role "${role}"; use one of: ${Object.keys(ROLES)
      .filter((r) => r !== 'all')
      .join(', ')} (or none)`,
  );
  process.exit(2);
}

// What this role needs to exist after a build (the web builds are served by the API process).
const WEB = ['web-public/build/server/index.js', 'web-admin/build/index.html'];
await ensureReady(role === 'projections' ? [chosen.file] : [chosen.file, ...WEB]);
say(`starting ${chosen.file}${role === 'all' ? '' : ` (${role})`}`);
execNode(join(ROOT, chosen.file), process.argv.slice(3), { ...process.env, ...chosen.env });

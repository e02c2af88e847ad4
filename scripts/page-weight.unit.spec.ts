/**
 * The weight check's arithmetic (scripts/lib/page-weight.cjs), on a build made up here: which kind each route is, and
 * which files its first load counts. A check that counted too little would pass every build; these cases pin what
 * it must include (an island page's own `page` island, every chunk an entry imports) and what it must not (a lazy
 * island, a redirect module).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
// @ts-expect-error -- a plain CommonJS module of the scripts (no declarations)
import { BUDGET_KIB, pageWeights } from './lib/page-weight.cjs';

interface PageWeight {
  route: string;
  file: string;
  kind: string;
  js: number;
}
const weigh = pageWeights as (o: { client: string; appDir: string }) => PageWeight[];

let root: string;
const client = () => join(root, 'client');
const app = () => join(root, 'app');
/** Distinct contents, so each file has its own gzip size. */
const files: Record<string, string> = {};
function asset(name: string, bytes: number): string {
  const body = `/* ${name} */ ${'x'.repeat(bytes)} ${Math.random()}`;
  files[name] = body;
  writeFileSync(join(client(), name), body);
  return name;
}
const gz = (...names: string[]) => names.reduce((n, f) => n + gzipSync(Buffer.from(files[f]!)).length, 0);
function source(path: string, text: string): void {
  mkdirSync(join(app(), path, '..'), { recursive: true });
  writeFileSync(join(app(), path), text);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'page-weight-'));
  mkdirSync(join(client(), 'assets'), { recursive: true });
  // React Router's client build: an entry, the root and three routes.
  for (const f of [
    'entry-AAAAAAAA',
    'react-BBBBBBBB',
    'root-CCCCCCCC',
    'home-DDDDDDDD',
    'dashboard-EEEEEEEE',
    'forms-FFFFFFFF',
    'login-GGGGGGGG',
    'alias-redirect-HHHHHHHH',
  ])
    asset(`assets/${f}.js`, 200);
  const route = (id: string, module: string, imports: string[] = []) => ({
    id,
    module: `/assets/${module}.js`,
    imports: imports.map((i) => `/assets/${i}.js`),
  });
  writeFileSync(
    join(client(), 'assets', 'manifest-12345678.js'),
    `window.__reactRouterManifest=${JSON.stringify({
      entry: { module: '/assets/entry-AAAAAAAA.js', imports: ['/assets/react-BBBBBBBB.js'] },
      routes: {
        root: route('root', 'root-CCCCCCCC', ['react-BBBBBBBB']),
        'home.pl': route('home.pl', 'home-DDDDDDDD'),
        'dashboard.pl': route('dashboard.pl', 'dashboard-EEEEEEEE', ['forms-FFFFFFFF']),
        'login.pl': route('login.pl', 'login-GGGGGGGG'),
        'addAd.alias0': route('addAd.alias0', 'alias-redirect-HHHHHHHH'),
      },
    })};`,
  );
  // The islands' build: an entry importing a shared chunk, a page island and a lazy one.
  asset('assets/islands-11111111.js', 300);
  asset('assets/island-shared-22222222.js', 100);
  asset('assets/island-LoginForm-33333333.js', 400);
  asset('assets/island-Report-44444444.js', 5000);
  writeFileSync(
    join(client(), 'islands-manifest.json'),
    JSON.stringify({
      'app/islands/main.ts': {
        file: 'assets/islands-11111111.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['app/features/auth/LoginForm.tsx'],
      },
      '_shared.js': { file: 'assets/island-shared-22222222.js' },
      'app/features/auth/LoginForm.tsx': { file: 'assets/island-LoginForm-33333333.js', isDynamicEntry: true, imports: ['_shared.js'] },
      'app/features/reports/Report.tsx': { file: 'assets/island-Report-44444444.js', isDynamicEntry: true },
    }),
  );
  source(
    'routes/home.tsx',
    "export const handle = ISLAND_PAGE;\nimport { ReportIsland } from '#web/features/reports/Report';\nexport default function Home() {}\n",
  );
  source(
    'routes/dashboard.tsx',
    'export async function loader(a) { await requireDashboardUser(a); }\nexport default function Dashboard() {}\n',
  );
  source(
    'routes/login.tsx',
    "import { LoginFormIsland } from '../features/auth/LoginForm';\nexport const handle = ISLAND_PAGE;\nexport default function Login() {}\n",
  );
  source('routes/alias-redirect.tsx', 'export function loader() {}\n');
  source('features/auth/LoginForm.tsx', "export const LoginFormIsland = island('login-form', LoginForm, 'page');\n");
  source('features/reports/Report.tsx', "export const ReportIsland = island('report-button', ReportButton, 'interaction');\n");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('page weight', () => {
  it('names each page route by its kind and leaves out a module that renders nothing', () => {
    const rows = weigh({ client: client(), appDir: app() });
    expect(rows.map((r) => [r.route, r.kind])).toEqual([
      ['dashboard.pl', 'signed-in'],
      ['home.pl', 'islands'],
      ['login.pl', 'islands'],
    ]);
  });

  it("counts an island page's script with its imports, and its own page island, but no lazy island", () => {
    const rows = Object.fromEntries(weigh({ client: client(), appDir: app() }).map((r) => [r.route, r.js]));
    const islands = gz('assets/islands-11111111.js', 'assets/island-shared-22222222.js');
    expect(rows['home.pl']).toBe(islands);
    expect(rows['login.pl']).toBe(islands + gz('assets/island-LoginForm-33333333.js'));
  });

  it("counts a hydrated page's entry, root and route with every chunk they import, each once", () => {
    const dashboard = weigh({ client: client(), appDir: app() }).find((r) => r.route === 'dashboard.pl')!;
    expect(dashboard.js).toBe(
      gz(
        'assets/entry-AAAAAAAA.js',
        'assets/react-BBBBBBBB.js',
        'assets/root-CCCCCCCC.js',
        'assets/dashboard-EEEEEEEE.js',
        'assets/forms-FFFFFFFF.js',
      ),
    );
  });

  it("keeps issue 21's budgets", () => {
    expect(BUDGET_KIB).toEqual({ islands: 100, public: 100, 'signed-in': 175 });
  });
});

import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { ZodError } from 'zod';
import { fieldErrors } from '@anonse/contracts';
import { AppModule } from '../app.module';
import { createAdministrator, LoginTakenError } from '../contexts/accounts';
import { ConfigError, loadConfig } from '../platform/config/config';
import { openInfrastructure } from '../platform/infra/infrastructure';
import { createLogger } from '../platform/infra/logger';

const USAGE = 'usage: npm run admin:create -- --login <login> --password <password> [--email <email>]';

/**
 * `npm run admin:create`: registers an administrator (role 1) through the same command path as the public
 * form. Uses the same database as the server (DATA_DIR or DATABASE_URL). In embedded mode stop the server
 * first: PGlite's files are used by one process at a time.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { login: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } },
    strict: true,
  });
  if (!values.login || !values.password) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger({ logLevel: 'warn' });
  const infra = await openInfrastructure({ config, logger, runProjections: config.embedded });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(infra), { logger: false });
  try {
    const result = await createAdministrator(app, { login: values.login, password: values.password, email: values.email });
    // Embedded mode: project it before closing, so the admin list shows the account at the next start at once.
    await infra.runner?.waitForPosition(result.position, { timeoutMs: 5000 });
    process.stdout.write(`${JSON.stringify({ created: true, id: result.accountId, login: values.login, role: 1 })}\n`);
    return 0;
  } catch (error) {
    if (error instanceof LoginTakenError) process.stderr.write(`login "${values.login}" is taken\n`);
    else if (error instanceof ZodError) process.stderr.write(`${JSON.stringify(fieldErrors(error, 'en'))}\n`);
    else throw error;
    return 1;
  } finally {
    await app.close();
    await infra.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

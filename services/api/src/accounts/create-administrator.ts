import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RegisterInput, ROLES } from '@anonse/contracts';
import { newId } from '../infra/ids';
import { RegisterAccountCommand, type RegisterAccountResult } from './commands/register-account.command';

export interface AdministratorInput {
  login: string;
  password: string;
  email?: string;
}

/**
 * Registers an administrator (role 1) through the same command path as the public form: the same login
 * rules, uniqueness lock and events. Used by `npm run admin:create` and the demo seed.
 */
export async function createAdministrator(app: INestApplicationContext, input: AdministratorInput, actor = 'cli'): Promise<RegisterAccountResult> {
  const email = input.email ?? `${input.login.toLowerCase()}@admin.invalid`;
  const parsed = RegisterInput.parse({ login: input.login, email, password: input.password, password_confirmation: input.password, terms: true });
  const id = newId();
  return app.get(CommandBus).execute(
    new RegisterAccountCommand(
      { login: parsed.login, email: parsed.email, password: parsed.password, role: ROLES.administrator },
      { commandId: id, correlationId: id, causationId: actor, actor: { id: null, role: null }, now: new Date().toISOString() },
    ),
  );
}

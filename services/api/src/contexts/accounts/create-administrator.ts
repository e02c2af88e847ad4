import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RegisterInput, ROLES, type Role } from '@anonse/contracts';
import { scopeHasher } from '#api/platform/commands/command-context';
import { newId } from '#api/platform/ids';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { KEYED_HASH } from '#api/platform/tokens';
import { RegisterAccountCommand, type RegisterAccountResult } from './commands/register-account.command';
import { passwordProblems } from './password-policy';

export interface AdministratorInput {
  login: string;
  password: string;
  email?: string;
  /**
   * The caller drew the password at random (the demo seed: 96 random bits), so the dictionary check has nothing
   * to find, and skipping it keeps the dictionaries out of a fresh server's memory.
   */
  randomPassword?: boolean;
  /** A staff role other than administrator (tests and operators creating a first moderator or auditor). */
  role?: Exclude<Role, typeof ROLES.user>;
}

/**
 * Registers an administrator (role 1, or the staff role given) through the same command path as the public form: the same login
 * rules, uniqueness lock and events. Used by `npm run admin:create` and the demo seed.
 */
export async function createAdministrator(
  app: INestApplicationContext,
  input: AdministratorInput,
  actor = 'cli',
): Promise<RegisterAccountResult> {
  const email = input.email ?? `${input.login.toLowerCase()}@admin.invalid`;
  const parsed = RegisterInput.parse({
    login: input.login,
    email,
    password: input.password,
    password_confirmation: input.password,
    terms: true,
  });
  const problems = input.randomPassword ? [] : await passwordProblems(parsed.password, [parsed.login, parsed.email], 'en');
  if (problems.length) throw new Error(`password too weak: ${problems.join(' ')}`);
  const id = newId();
  return app.get(CommandBus).execute(
    new RegisterAccountCommand(
      { login: parsed.login, email: parsed.email, password: parsed.password, role: input.role ?? ROLES.administrator },
      {
        commandId: id,
        correlationId: id,
        causationId: actor,
        actor: { id: null, role: null },
        now: new Date().toISOString(),
        keyedHash: scopeHasher(app.get<KeyedHash>(KEYED_HASH)),
      },
    ),
  );
}

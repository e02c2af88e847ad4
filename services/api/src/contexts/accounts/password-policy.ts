import type { FastifyRequest } from 'fastify';
import type { Locale } from '@anonse/contracts';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { message } from '#api/platform/i18n/i18n';

type Estimator = typeof import('@anonse/contracts/password-strength');
let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn's dictionaries cost about 80 MB of memory, and only a registration or a password change needs them: they
 * load on the first such request, not at start-up (the cold-start memory budget is 400 MB).
 */
const loadEstimator = (): Promise<Estimator> =>
  (estimator ??= import('@anonse/contracts/password-strength').catch((error: unknown) => {
    estimator = undefined;
    throw error;
  }));

/** Why `password` is too guessable (zxcvbn, Polish and English dictionaries, the user's own data), or [] when it is not. */
export async function passwordProblems(password: string, userInputs: readonly string[], locale: Locale): Promise<string[]> {
  const strength = (await loadEstimator()).passwordStrength(password, userInputs, locale);
  return strength.acceptable ? [] : strength.problems;
}

/** 400 with `errors.password` saying why, in the request's language, when a new password is too guessable. */
export async function assertStrongPassword(request: FastifyRequest, password: string, userInputs: readonly string[]): Promise<void> {
  const locale = localeOf(request.headers['accept-language']);
  const problems = await passwordProblems(password, userInputs, locale);
  if (problems.length) throw new ApiHttpError(400, message('validation', locale), { password: [problems.join(' ')] });
}

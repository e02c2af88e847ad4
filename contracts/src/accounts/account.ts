import { z } from 'zod';
import { code } from '../messages';
import { RoleSchema } from '../events/envelope';
import { text } from '../text';

/** Login: 3–32 letters, digits, dot, dash or underscore; compared case-insensitively. */
export const Login = text({ min: 3, max: 32 }).regex(/^[A-Za-z0-9._-]+$/, { message: code('accounts:loginCharacters') });

// Not trimmed: spaces at either end are part of a password; NFC so the same keys always give the same bytes.
export const Password = text({ min: 10, max: 200, trim: false });

export const RegisterInput = z
  .object({
    login: Login,
    email: text({ max: 254 }).meta({ format: 'email' }).pipe(z.email()),
    password: Password,
    password_confirmation: text({ max: 200, trim: false }),
    terms: z.literal(true, { message: code('accounts:acceptTerms') }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: code('accounts:passwordsDiffer'),
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

/** POST /api/login (docs/product.md § 7: login, password). */
export const LoginInput = z.object({ login: text({ min: 1, max: 254 }), password: text({ min: 1, max: 200, trim: false }) });
export type LoginInput = z.infer<typeof LoginInput>;

/** POST /api/user/password: the current password again (an open session is not enough), then the new one twice. */
export const ChangePasswordInput = z
  .object({
    current_password: text({ min: 1, max: 200, trim: false }),
    password: Password,
    password_confirmation: text({ max: 200, trim: false }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: code('accounts:passwordsDiffer'),
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** GET /api/user */
export const UserDto = z.object({ id: z.string(), login: z.string(), role: RoleSchema });
export type UserDto = z.infer<typeof UserDto>;

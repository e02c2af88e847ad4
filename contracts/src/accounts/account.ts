import { z } from 'zod';
import { RoleSchema } from '../events/envelope';

/** Login: 3–32 letters, digits, dot, dash or underscore; compared case-insensitively. */
export const Login = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9._-]+$/, { message: 'only letters, digits, dot, dash and underscore' });

export const Password = z.string().min(8).max(200);

export const RegisterInput = z
  .object({
    login: Login,
    email: z.email().max(254),
    password: Password,
    password_confirmation: z.string(),
    terms: z.literal(true, { message: 'accept the terms' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'passwords do not match',
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

/** POST /api/login (spec § 7: login, password). */
export const LoginInput = z.object({ login: z.string().trim().min(1).max(254), password: z.string().min(1).max(200) });
export type LoginInput = z.infer<typeof LoginInput>;

/** GET /api/user */
export const UserDto = z.object({ id: z.string(), login: z.string(), role: RoleSchema });
export type UserDto = z.infer<typeof UserDto>;

export const AccountRegistered = z.object({
  type: z.literal('AccountRegistered'),
  data: z.object({
    accountId: z.string(),
    login: z.string(),
    email: z.string(),
    passwordHash: z.string(),
    role: RoleSchema,
    registeredAt: z.iso.datetime(),
  }),
});
export const AccountEvent = z.discriminatedUnion('type', [AccountRegistered]);
export type AccountEvent = z.infer<typeof AccountEvent>;
export type AccountRegistered = z.infer<typeof AccountRegistered>;
export const accountStreamId = (accountId: string) => `account-${accountId}`;

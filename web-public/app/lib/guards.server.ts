import { ROLES, href, type UserDto } from '@anonse/contracts/browser';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { getUser } from '../features/auth/api/get-user.server';
import { serverApi } from './api.server';
import { localeOf } from './locale';

/** docs/product.md § 6 guards (convenience only; the API guards itself). */
async function currentUser({ request, context }: LoaderFunctionArgs): Promise<UserDto | null> {
  const locale = localeOf(new URL(request.url).pathname);
  return getUser(serverApi(request, context, locale)).catch(() => null);
}

/** Guest pages (login, register) send a signed-in user to the home page. */
export async function requireGuest(args: LoaderFunctionArgs): Promise<void> {
  if (await currentUser(args)) throw redirect(href('home', localeOf(new URL(args.request.url).pathname)));
}

/** Signed-in pages send a guest to /login/. */
export async function requireUser(args: LoaderFunctionArgs): Promise<UserDto> {
  const user = await currentUser(args);
  if (!user) throw redirect(href('login', localeOf(new URL(args.request.url).pathname)));
  return user;
}

/**
 * The user dashboard: a guest goes to /login/, an administrator to the admin console's /admin/dashboard/
 * (docs/product.md § 6). The console is another app, so that redirect is a full document load, never a client navigation.
 */
export async function requireDashboardUser(args: LoaderFunctionArgs): Promise<UserDto> {
  const user = await requireUser(args);
  if (user.role === ROLES.administrator) throw redirectDocument(href('adminDashboard'));
  return user;
}

/**
 * The forum's staff pages (`/forum/admin/…`): a guest goes to /login/, a signed-in member who is neither moderator
 * nor administrator to their /dashboard/ (docs/product.md § 6, as every page above a person's role).
 */
export async function requireForumStaff(args: LoaderFunctionArgs): Promise<UserDto> {
  const user = await requireUser(args);
  if (user.role !== ROLES.administrator && user.role !== ROLES.moderator)
    throw redirect(href('dashboard', localeOf(new URL(args.request.url).pathname)));
  return user;
}

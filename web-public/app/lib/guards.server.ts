import { href, type UserDto } from '@anonse/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getUser } from '../features/auth/api/get-user';
import { serverApi } from './api.server';
import { localeOf } from './locale';

/** Spec § 6 guards (convenience only; the API guards itself). */
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

import { alternates, translateMessage, type Locale, type MessageCode, type RouteId } from '@anonse/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError, type ApiFetch } from './api';
import { serverApi } from './api.server';
import { localeOf } from './locale';
import type { PageSeo } from './seo';

/** The page's texts, resolved by the loader in the page's language. */
interface UnsubscribeTexts {
  title: string;
  confirm: string;
  button: string;
  done: string;
  invalidTitle: string;
  manage: string;
}

/**
 * What differs between the e-mails whose link lands on an unsubscribe page: the route, the texts, how a token is
 * checked before the API is asked, and the API call itself.
 */
export interface UnsubscribeRoute {
  route: RouteId;
  texts: (locale: Locale) => UnsubscribeTexts;
  validToken: (token: string) => boolean;
  invalidToken: MessageCode;
  unsubscribe: (api: ApiFetch, token: string) => Promise<unknown>;
}

function pageOf(request: Request, spec: UnsubscribeRoute) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const texts = spec.texts(locale);
  const seo: PageSeo = { title: texts.title, description: texts.confirm, locale, alternates: alternates(spec.route), index: false };
  const token = url.searchParams.get('token') ?? '';
  return { locale, seo, texts, token, valid: spec.validToken(token), invalidToken: translateMessage(spec.invalidToken, locale) };
}

/**
 * Opening the link only asks: mail scanners and link previews open every link of a message, so a GET that
 * unsubscribed would switch people's e-mails off without them. A mangled token answers 400 at once.
 */
export function unsubscribeLoader({ request }: LoaderFunctionArgs, spec: UnsubscribeRoute) {
  const { seo, texts, token, valid, invalidToken } = pageOf(request, spec);
  if (!valid) return data({ seo, texts, token: null, problem: invalidToken }, { status: 400 });
  return { seo, texts, token, problem: null };
}

/** The confirm button's POST: the API turns the e-mail off, or answers 400 with its localized reason. */
export async function unsubscribeAction({ request, context }: ActionFunctionArgs, spec: UnsubscribeRoute) {
  const { locale, token, valid, invalidToken } = pageOf(request, spec);
  const invalid = (problem: string) => data({ done: false, problem }, { status: 400 });
  if (!valid) return invalid(invalidToken);
  try {
    await spec.unsubscribe(serverApi(request, context, locale), token);
    return { done: true, problem: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return invalid(error.fieldErrors.token?.[0] ?? invalidToken);
    throw error;
  }
}

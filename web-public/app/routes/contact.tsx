import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { getContactForm, sendContactForm } from '../features/contact/api/contact.server';
import { ContactFormIsland } from '../features/contact/components/ContactForm';
import { InfoPageView } from '../features/info-pages/components/InfoPageView';
import { loadInfoPage } from '../features/info-pages/load-info-page.server';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { seoMeta } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** For a visitor: server HTML and the form as an island (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/kontakt/` and `/en/contact/`: the contact page's text (from content, as every information page's) and the form under it,
 * rendered with a fresh signed token. The action sends the form, with or without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const [info, form] = await Promise.all([
    loadInfoPage({ request, context }, 'contact', locale),
    getContactForm(serverApi(request, context, locale)),
  ]);
  return { ...info, form };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  return sendContactForm(serverApi(request, context, locale), await request.formData(), locale);
}

/** A sent form needs no new token: the one it was rendered with stays until the page is opened again. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate;

export const meta = seoMeta;

export default function ContactPage() {
  const { id, page, form } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <>
      <InfoPageView id={id} page={page} />
      <ContactFormIsland formToken={form.formToken} email={form.email} posted={posted ?? null} />
    </>
  );
}

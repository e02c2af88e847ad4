import { alternates } from '@anonse/contracts';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { getContactForm, sendContactForm } from '../features/contact/api/contact.server';
import { ContactForm } from '../features/contact/components/ContactForm';
import { InfoPageView } from '../features/info-pages/components/InfoPageView';
import { infoContent } from '../features/info-pages/content.server';
import { INFO } from '../features/info-pages/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/**
 * `/kontakt/` and `/en/contact/`: the contact page's text (as every information page shows it) and the form under it,
 * rendered with a fresh signed token. The action sends the form, with or without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const content = infoContent('contact', locale);
  const form = await getContactForm(serverApi(request, context, locale));
  const seo: PageSeo = {
    title: getT(locale, INFO)('info.title', { title: content.title }),
    description: content.description,
    locale,
    alternates: alternates('contact'),
  };
  return { content, form, seo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  return sendContactForm(serverApi(request, context, locale), await request.formData(), locale);
}

/** A sent form needs no new token: the one it was rendered with stays until the page is opened again. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => (formMethod === 'POST' ? false : defaultShouldRevalidate);

export const meta = seoMeta;

export default function ContactPage() {
  const { content, form } = useLoaderData<typeof loader>();
  return (
    <>
      <InfoPageView id="contact" content={content} />
      <ContactForm formToken={form.formToken} email={form.email} />
    </>
  );
}

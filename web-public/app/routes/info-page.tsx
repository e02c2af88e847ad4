import { alternates } from '@anonse/contracts';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { InfoPageView } from '../features/info-pages/components/InfoPageView';
import { infoContent } from '../features/info-pages/content.server';
import { INFO } from '../features/info-pages/i18n';
import { infoPageOf } from '../features/info-pages/lib/info-pages';
import { getT } from '../i18n/i18n';
import { seoMeta, type PageSeo } from '../lib/seo';

/**
 * The static information pages (terms, privacy, advertising, about, contact, security, ad types, promotion
 * info, pricing) in both languages: which page comes from the path, its text from the per-page content files.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = infoPageOf(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const content = infoContent(page.id, page.locale);
  const seo: PageSeo = {
    title: getT(page.locale, INFO)('info.title', { title: content.title }),
    description: content.description,
    locale: page.locale,
    alternates: alternates(page.id),
  };
  return { id: page.id, content, seo };
}

export const meta = seoMeta;

export default function InfoPage() {
  const { id, content } = useLoaderData<typeof loader>();
  return <InfoPageView id={id} content={content} />;
}

import { alternates } from '@anonse/contracts';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { InfoPageView } from '../features/info-pages/components/InfoPageView';
import { infoContent } from '../features/info-pages/content.server';
import { infoPageOf } from '../features/info-pages/lib/info-pages';
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
    title: `${content.title} | anonse`,
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

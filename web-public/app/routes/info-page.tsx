import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { InfoPageView } from '../features/info-pages/components/InfoPageView';
import { infoPageOf } from '../features/info-pages/lib/info-pages';
import { loadInfoPage } from '../features/info-pages/load-info-page.server';
import { seoMeta } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * The static information pages (terms, privacy, advertising, about, security, ad types, promotion info, pricing) in
 * both languages: which page comes from the path, its text from the content read model (editors change it in the
 * console).
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = infoPageOf(new URL(args.request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return loadInfoPage(args, page.id, page.locale);
}

export const meta = seoMeta;

export default function InfoPage() {
  const { id, page } = useLoaderData<typeof loader>();
  return <InfoPageView id={id} page={page} />;
}

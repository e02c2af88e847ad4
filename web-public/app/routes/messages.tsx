import { alternates } from '@anonse/contracts/browser';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getInbox } from '../features/messaging/api/get-inbox.server';
import { Inbox } from '../features/messaging/components/Inbox';
import { MESSAGING } from '../features/messaging/i18n';
import { FOLDERS, type Folder } from '../features/messaging/lib/dto';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

const folderOf = (value: string | null): Folder => ((FOLDERS as readonly string[]).includes(value ?? '') ? (value as Folder) : 'inbox');

/** `/dashboard/wiadomosci/?folder=…&c=…`: the folders, and the open conversation beside them (guest → /login/). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireDashboardUser(args);
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const folder = folderOf(url.searchParams.get('folder'));
  const selectedId = url.searchParams.get('c') || null;
  const inbox = await getInbox(serverApi(args.request, args.context, locale), folder, selectedId);
  const t = getT(locale, MESSAGING);
  const seo: PageSeo = {
    title: t('messaging.seo.title'),
    description: t('messaging.seo.description'),
    locale,
    alternates: alternates('messages'),
    index: false,
  };
  return { accountId: user.id, folder, selectedId, ...inbox, seo };
}

export const meta = seoMeta;

export default function Messages() {
  const data = useLoaderData<typeof loader>();
  return (
    <DashboardLayout active="messages">
      <Inbox {...data} />
    </DashboardLayout>
  );
}

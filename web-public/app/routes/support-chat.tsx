import { alternates } from '@anonse/contracts/browser';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getSupportChat } from '../features/support-chat/api/support-chat';
import { SupportChat } from '../features/support-chat/components/SupportChat';
import { SUPPORT_CHAT } from '../features/support-chat/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/dashboard/czat/`: the signed-in person's chat with staff (guest → /login/). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const chat = await getSupportChat(serverApi(args.request, args.context, locale)).catch(() => null);
  const t = getT(locale, SUPPORT_CHAT);
  const seo: PageSeo = {
    title: t('supportChat.title'),
    description: t('supportChat.seoDescription'),
    locale,
    alternates: alternates('supportChat'),
    index: false,
  };
  return { accountId: user.id, chat, seo };
}

export const meta = seoMeta;

export default function SupportChatPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <DashboardLayout active="supportChat">
      <SupportChat accountId={data.accountId} chat={data.chat} />
    </DashboardLayout>
  );
}

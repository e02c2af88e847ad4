import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ForumBans } from './ForumBans';
import { ForumFlags } from './ForumFlags';
import { ForumQueue } from './ForumQueue';
import { ForumTopicPanel } from './ForumTopicPanel';

const TABS = ['queue', 'flags', 'topic', 'bans'] as const;
type ForumTab = (typeof TABS)[number];

/**
 * /admin/forum: the queue, flagged posts, one topic (`?topic={id}`, the link a forum report opens) and bans. The tab
 * and topic live in the address, so a topic's history can be linked.
 */
const ForumPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const topicId = params.get('topic') ?? '';
  const asked = params.get('tab') as ForumTab | null;
  const tab: ForumTab = asked && TABS.includes(asked) ? asked : topicId ? 'topic' : 'queue';
  const openTopic = (id: string) => setParams({ tab: 'topic', topic: id });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('resources.forum.name', { smart_count: 1 })} />
      <Tabs value={tab} onChange={(_e, value: ForumTab) => setParams(topicId ? { tab: value, topic: topicId } : { tab: value })}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`resources.forum.tabs.${name}`)} data-testid={`forum-tab-${name}`} />
        ))}
      </Tabs>
      {tab === 'queue' && <ForumQueue openTopic={openTopic} />}
      {tab === 'flags' && <ForumFlags openTopic={openTopic} />}
      {tab === 'topic' && <ForumTopicPanel key={topicId} topicId={topicId} openTopic={openTopic} />}
      {tab === 'bans' && <ForumBans />}
    </Card>
  );
};

export default ForumPage;

import type React from 'react';
import Chip from '@mui/material/Chip';
import ReportIcon from '@mui/icons-material/Report';
import { useCreatePath, Link, useTranslate } from 'react-admin';
import type { ReportRecord } from './types';

/** Urgent reports (underage, coercion) wear a red alert chip; the rest a quiet one. */
export const SeverityChip = ({ record }: { record: ReportRecord }) => {
  const translate = useTranslate();
  return record.severity === 'urgent' ? (
    <Chip size="small" color="error" icon={<ReportIcon />} label={translate('resources.reports.urgent')} data-testid="report-urgent" />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.reports.severity.normal')} />
  );
};

export const ReportStatusChip = ({ record }: { record: ReportRecord }) => {
  const translate = useTranslate();
  if (record.status === 'open')
    return <Chip size="small" color="warning" label={translate('resources.reports.status.open')} data-testid="report-status" />;
  return (
    <Chip
      size="small"
      color={record.outcome === 'actioned' ? 'success' : 'default'}
      label={record.outcome ? translate(`resources.reports.outcomes.${record.outcome}`) : translate('resources.reports.status.resolved')}
      data-testid="report-status"
    />
  );
};

/** The reported ad or account, linked to its page in the console; a forum post to its topic's moderation page. */
export const TargetLink = ({ record }: { record: ReportRecord }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (record.targetType === 'forum-post') {
    const post = record.forumPost;
    if (!post) return <>{translate('resources.reports.targets.forum-post')}</>;
    return (
      <Link
        to={`${createPath({ resource: 'forum', type: 'list' })}?topic=${encodeURIComponent(post.topicId)}`}
        onClick={(e: React.MouseEvent) => e.stopPropagation()}
        data-testid="report-target"
      >
        {translate('resources.reports.targets.forum-post')} {post.topicSlug} (
        {translate('resources.reports.actions.post_number', { number: post.number })})
      </Link>
    );
  }
  const resource = record.targetType === 'ad' ? 'ads' : record.targetType === 'video' ? 'videos-verification' : 'accounts';
  return (
    <Link
      to={createPath({ resource, type: 'show', id: record.targetId })}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
      data-testid="report-target"
    >
      {translate(`resources.reports.targets.${record.targetType}`)} {record.targetId.slice(0, 8)}…
    </Link>
  );
};

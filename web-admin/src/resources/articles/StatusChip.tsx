import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ArticleRecord } from './types';

const COLOR = { draft: 'default', scheduled: 'info', published: 'success', unpublished: 'warning' } as const;

export const ArticleStatusChip = ({ record }: { record: ArticleRecord }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOR[record.status]}
      label={translate(`resources.articles.status.${record.status}`)}
      data-testid="article-status"
    />
  );
};

import { CreateButton, Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { LocalDateField } from '#admin/components/fields';
import { ArticleStatusChip } from './StatusChip';
import { ARTICLE_KINDS, ARTICLE_STATUSES, type ArticleRecord } from './types';

const Empty = () => {
  const translate = useTranslate();
  return (
    <div style={{ padding: 24 }}>
      <Typography color="text.secondary" gutterBottom>
        {translate('resources.articles.empty')}
      </Typography>
      <CreateButton />
    </div>
  );
};

/** /admin/articles: every article and static page, filtered by kind, language and state. */
const ArticleList = () => {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="kind"
      source="kind"
      alwaysOn
      choices={ARTICLE_KINDS.map((id) => ({ id, name: translate(`resources.articles.kind.${id}`) }))}
    />,
    <SelectInput
      key="language"
      source="language"
      choices={[
        { id: 'pl', name: 'Polski' },
        { id: 'en', name: 'English' },
      ]}
    />,
    <SelectInput
      key="status"
      source="status"
      choices={ARTICLE_STATUSES.map((id) => ({ id, name: translate(`resources.articles.status.${id}`) }))}
    />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} data-testid="articles-table">
        <TextField source="title" />
        <FunctionField<ArticleRecord> source="kind" render={(r) => translate(`resources.articles.kind.${r.kind}`)} sortable={false} />
        <TextField source="language" sortable={false} />
        <TextField source="slug" sortable={false} />
        <FunctionField<ArticleRecord> source="status" sortable={false} render={(r) => <ArticleStatusChip record={r} />} />
        <LocalDateField source="publishAt" showTime sortable={false} />
        <LocalDateField source="publishedAt" showTime />
        <LocalDateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
};

export default ArticleList;

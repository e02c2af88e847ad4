import {
  DeleteButton,
  EditBase,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useEditContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { ArticleHistory } from './ArticleHistory';
import { ArticleFields, KindInput, LanguageInput } from './ArticleFormFields';
import { errorMessage, saveArticle, type ArticleChanges } from './articles-api';
import { PublishingActions } from './PublishingActions';
import type { ArticleRecord } from './types';

const FormToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

// The form's values as react-hook-form hands them over.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FieldValues = Record<string, any>;

const toChanges = (v: FieldValues): ArticleChanges => ({
  slug: v.slug,
  title: v.title,
  lead: v.lead ?? '',
  body: v.body ?? '',
  coverPhotoId: v.coverPhotoId ?? null,
  category: v.category || null,
  tags: Array.isArray(v.tags) ? v.tags : [],
  seoDescription: v.seoDescription ?? '',
});

const EditView = () => {
  const { record } = useEditContext<ArticleRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [tab, setTab] = useState(0);
  if (!record) return null;

  // Saved with the revision the form was loaded at: an edit someone made meanwhile is never silently overwritten.
  const save = async (values: FieldValues) => {
    try {
      await saveArticle(record.id, record.revision, toChanges(values));
      notify('resources.articles.saved', { type: 'success' });
      refresh();
    } catch (e) {
      const { status, message } = errorMessage(e);
      const body = (e as { body?: { errors?: Record<string, string[]> } }).body;
      if (status === 409 && !body?.errors) notify('resources.articles.stale', { type: 'warning', autoHideDuration: 10_000 });
      else if (status !== 401) notify('resources.articles.failed', { type: 'error', messageArgs: { error: message || status || '' } });
      if (body?.errors) return Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, v.join(' ')]));
    }
    return undefined;
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={record.title} />
      <Card>
        <PublishingActions />
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ px: 2 }}>
          <Tab label={translate('resources.articles.tabs.content')} data-testid="tab-content" />
          <Tab label={translate('resources.articles.tabs.history')} data-testid="tab-history" />
        </Tabs>
        {tab === 0 ? (
          <SimpleForm record={record} onSubmit={save} toolbar={<FormToolbar />}>
            <KindInput disabled />
            <LanguageInput disabled />
            <ArticleFields />
          </SimpleForm>
        ) : (
          <Box sx={{ p: 2 }}>
            <ArticleHistory />
          </Box>
        )}
      </Card>
    </Box>
  );
};

/** /admin/articles/{id}: the article's text, its publication and its history. */
const ArticleEdit = () => (
  <EditBase mutationMode="pessimistic">
    <EditView />
  </EditBase>
);

export default ArticleEdit;

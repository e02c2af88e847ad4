import { SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { CoverInput } from './CoverInput';
import { MarkdownEditor } from './MarkdownEditor';
import { ARTICLE_KINDS } from './types';

/** Tags are typed as one line, comma-separated; the API gets a list. */
export const tagsFormat = (tags: unknown) => (Array.isArray(tags) ? tags.join(', ') : '');
export const tagsParse = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export const KindInput = (props: { disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source="kind"
      validate={required()}
      choices={ARTICLE_KINDS.map((id) => ({ id, name: translate(`resources.articles.kind.${id}`) }))}
      {...props}
    />
  );
};

export const LanguageInput = (props: { disabled?: boolean }) => (
  <SelectInput
    source="language"
    validate={required()}
    choices={[
      { id: 'pl', name: 'Polski' },
      { id: 'en', name: 'English' },
    ]}
    {...props}
  />
);

/** The fields every article has, create and edit alike. */
export const ArticleFields = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="slug" validate={required()} helperText={translate('resources.articles.help.slug')} fullWidth />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="lead" multiline minRows={2} fullWidth />
      <MarkdownEditor />
      <TextInput source="category" fullWidth parse={(v: string) => (v.trim() ? v : null)} />
      <TextInput source="tags" format={tagsFormat} parse={tagsParse} helperText={translate('resources.articles.help.tags')} fullWidth />
      <TextInput source="seoDescription" fullWidth helperText={translate('resources.articles.help.seo')} />
      <CoverInput />
    </>
  );
};

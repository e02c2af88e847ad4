import { Create, SimpleForm, useTranslate } from 'react-admin';
import Typography from '@mui/material/Typography';
import { ArticleFields, KindInput, LanguageInput } from './ArticleFormFields';

/** A new draft: nothing is public until it is published or its scheduled time comes. */
const ArticleCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="edit" mutationMode="pessimistic">
      <SimpleForm
        defaultValues={{
          kind: 'blog',
          language: 'pl',
          lead: '',
          body: '',
          tags: [],
          category: null,
          seoDescription: '',
          coverPhotoId: null,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {translate('resources.articles.help.create')}
        </Typography>
        <KindInput />
        <LanguageInput />
        <ArticleFields />
      </SimpleForm>
    </Create>
  );
};

export default ArticleCreate;

import type { Messages } from '../messages/translation';

const pl = {
  categoryNotFound: 'Nie znaleziono działu forum.',
  categoryArchived: 'Ten dział jest zarchiwizowany: nie można w nim zakładać tematów.',
  categorySlugTaken: 'Dział o tym adresie już istnieje.',
  invalidSlug: 'Adres może zawierać tylko małe litery bez polskich znaków, cyfry i myślniki.',
  invalidTag: 'Tag może zawierać tylko litery, cyfry, spacje i myślniki.',
  topicNotFound: 'Nie znaleziono tematu.',
  postNotFound: 'Nie znaleziono wpisu.',
  emptyBody: 'Wpis musi zawierać tekst, nie same znaki formatowania.',
  notYourPost: 'Możesz zmieniać i usuwać tylko własne wpisy.',
  editWindowClosed: 'Czas na poprawienie wpisu minął.',
  notQueued: 'Ten wpis nie czeka na moderację.',
  nothingToChange: 'Nie podano żadnej zmiany.',
  tagNotFound: 'Nie znaleziono tagu.',
  tagTaken: 'Taki tag już istnieje: połącz je zamiast zmieniać nazwę.',
  tagIntoItself: 'Tagu nie można połączyć z nim samym.',
  topicLocked: 'Ten temat jest zamknięty: nie można już w nim odpowiadać.',
  openingPostHidden: 'Pierwszego wpisu nie można ukryć: usuń albo odrzuć cały temat.',
  ownPostFlagged: 'Nie można zgłosić własnego wpisu.',
  alreadyFlagged: 'Ten wpis został już przez Ciebie zgłoszony.',
};

/** Namespace `forum`: categories, topics, posts and their moderation. */
export const FORUM_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    categoryNotFound: 'The forum section was not found.',
    categoryArchived: 'This section is archived: no new topics can be started in it.',
    categorySlugTaken: 'A section with this address already exists.',
    invalidSlug: 'The address may hold only lower-case letters without diacritics, digits and hyphens.',
    invalidTag: 'A tag may hold only letters, digits, spaces and hyphens.',
    topicNotFound: 'The topic was not found.',
    postNotFound: 'The post was not found.',
    emptyBody: 'A post must hold text, not only formatting characters.',
    notYourPost: 'You may change and delete only your own posts.',
    editWindowClosed: 'The time to correct this post has passed.',
    notQueued: 'This post is not waiting for moderation.',
    nothingToChange: 'No change was given.',
    tagNotFound: 'The tag was not found.',
    tagTaken: 'This tag already exists: merge the two instead of renaming.',
    tagIntoItself: 'A tag cannot be merged into itself.',
    topicLocked: 'This topic is locked: no more replies can be posted.',
    openingPostHidden: 'The opening post cannot be hidden: delete or reject the whole topic.',
    ownPostFlagged: 'You cannot report your own post.',
    alreadyFlagged: 'You have already reported this post.',
  },
};

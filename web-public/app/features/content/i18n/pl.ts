/**
 * Namespace `articles`: the blog, guides, stories and news (lists and article pages). Polish, the default language;
 * `en.ts` has the same keys.
 */
export const pl = {
  articles: {
    kinds: {
      blog: {
        title: 'Blog',
        intro: 'Artykuły o serwisie, ogłoszeniach towarzyskich i bezpieczeństwie.',
        seo: 'Blog serwisu anonse: artykuły o ogłoszeniach towarzyskich, bezpieczeństwie i korzystaniu z serwisu.',
      },
      guide: {
        title: 'Poradniki',
        intro: 'Praktyczne porady krok po kroku.',
        seo: 'Poradniki serwisu anonse: praktyczne wskazówki dla ogłoszeniodawców i odwiedzających.',
      },
      story: {
        title: 'Opowiadania erotyczne',
        intro: 'Opowiadania dla dorosłych czytelników.',
        seo: 'Opowiadania erotyczne w serwisie anonse — wyłącznie dla pełnoletnich czytelników.',
      },
      news: {
        title: 'Aktualności',
        intro: 'Nowości i zmiany w serwisie.',
        seo: 'Aktualności serwisu anonse: nowe funkcje, zmiany zasad i komunikaty.',
      },
    },
    pageTitle: '{{title}} | anonse',
    pageN: '{{title}} — strona {{page}} | anonse',
    category: 'Kategoria: {{category}}',
    tag: 'Tag: {{tag}}',
    clearFilter: 'Pokaż wszystkie',
    readMore: 'Czytaj dalej',
    published: 'Opublikowano {{date}}',
    tags: 'Tagi',
    rss: 'Kanał RSS',
    empty: 'Nie ma tu jeszcze żadnych artykułów.',
    emptyFiltered: 'Żaden artykuł nie pasuje do tego filtra.',
    emptyHint: 'Zajrzyj wkrótce albo przeczytaj nasze inne działy:',
    preview: 'Podgląd: ten artykuł nie jest opublikowany ({{status}}). Widzi go tylko obsługa serwisu.',
    status: { draft: 'szkic', scheduled: 'zaplanowany', published: 'opublikowany', unpublished: 'wycofany' },
  },
};

import type { Locale } from '@anonse/contracts';

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  /** A bulleted list after the paragraphs. */
  items?: string[];
}

/** The first version of one static page in one language, as it was written before pages became content. */
export interface InfoPageContent {
  title: string;
  /** Meta description (≤ 160 characters). */
  description: string;
  lead: string;
  sections: InfoSection[];
}

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** One page in both languages: `en` must have exactly the keys of `pl` (checked by the compiler). */
export const infoTexts = <T extends InfoPageContent>(texts: { pl: T; en: Shape<NoInfer<T>> }): Record<Locale, InfoPageContent> =>
  texts as Record<Locale, InfoPageContent>;

/** Sections as Markdown: `## heading`, paragraphs, then the list (e-mail addresses become links when rendered). */
export const sectionsMarkdown = (sections: readonly InfoSection[]): string =>
  sections
    .map((s) =>
      [`## ${s.heading}`, ...(s.paragraphs ?? []), ...(s.items?.length ? [s.items.map((item) => `- ${item}`).join('\n')] : [])].join(
        '\n\n',
      ),
    )
    .join('\n\n');

import type { UIMatch } from 'react-router';

/**
 * A route module that only shows things (a list, an ad, an article) exports `handle = ISLAND_PAGE`: an anonymous
 * visitor gets its server HTML with the islands' script instead of the whole application (docs/architecture.md
 * § Islands). A signed-in person gets the hydrated application on every page.
 */
export const ISLAND_PAGE = { islands: true } as const;

export const isIslandPage = (matches: readonly Pick<UIMatch, 'handle'>[]): boolean =>
  matches.length > 0 && (matches.at(-1)?.handle as { islands?: boolean } | undefined)?.islands === true;

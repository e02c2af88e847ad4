import type { RootData } from '#web/lib/app-data';

/** What an island page tells its islands (the JSON script `IslandScripts` writes): the root data and the page's two languages. */
export interface IslandPageContext {
  root: RootData;
  alternates: { pl: string; en: string | null };
}

export const ISLAND_CONTEXT_ID = 'island-context';

let context: IslandPageContext | null = null;

export function islandPageContext(): IslandPageContext {
  if (!context) {
    const text = document.getElementById(ISLAND_CONTEXT_ID)?.textContent;
    if (!text) throw new Error(`#${ISLAND_CONTEXT_ID} is missing: not an island page`);
    context = JSON.parse(text) as IslandPageContext;
  }
  return context;
}

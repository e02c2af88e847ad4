import type { RootData } from '#web/lib/app-data';
import type { IslandAssets } from './assets.server';
import { ISLAND_CONTEXT_ID, type IslandPageContext } from './page-context';
import { speculationRules } from './speculation-rules';

/** JSON inside a script element: `<` escaped, so no text of a page can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What a page without the application carries instead of React Router's `<Scripts>` (docs/architecture.md § Islands):
 * the islands' module script and its preloads, the page facts the islands read, and the speculation rules that fetch
 * (and prerender) the next page ahead where the browser supports them.
 */
export function IslandScripts({
  assets,
  root,
  alternates,
  nonce,
}: {
  assets: IslandAssets;
  root: RootData;
  alternates: IslandPageContext['alternates'];
  nonce: string | undefined;
}) {
  const context: IslandPageContext = { root: { ...root, islands: null }, alternates };
  return (
    <>
      <script id={ISLAND_CONTEXT_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(context) }} />
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(speculationRules()) }} />
      {assets.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={assets.entry} nonce={nonce} />
    </>
  );
}

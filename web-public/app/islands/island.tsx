import type { ComponentType, JSX } from 'react';

/**
 * When an island's code loads in a page that is not hydrated (docs/architecture.md § Islands):
 *   eager        in the islands' first script, which every such page loads (the header's, the hearts, the gallery…)
 *   page         a chunk of its own, fetched as the page starts: the one form a page is about (login, contact…),
 *                placed by the route module itself, so the weight check (scripts/lib/page-weight.cjs) adds it to
 *                that route only
 *   interaction  a chunk fetched on the first pointer, focus or click inside it (the click that woke it is replayed
 *                once it is there): dialogs behind a button
 */
export type IslandLoad = 'eager' | 'page' | 'interaction';

/** The island's props as the page carries them: JSON in `data-props`. */
type Serializable<P> = { [K in keyof P]: P[K] extends (...args: never[]) => unknown ? never : P[K] };

/**
 * An interactive part of a server-rendered page. The server (and the hydrated application) renders the component
 * inside a wrapper that names it and carries its props; on a page that is not hydrated, the island runtime
 * (islands/main.ts) finds the wrapper and renders the same component into it with the same props, reusing the
 * server's DOM. The component stays an ordinary React component: `island()` only wraps it.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>, load: IslandLoad = 'eager') {
  function Island(props: P & Serializable<P>): JSX.Element {
    return (
      <div className="island" data-island={name} data-load={load} data-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

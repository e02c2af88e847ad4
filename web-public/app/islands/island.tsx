import type { ComponentType, JSX } from 'react';

/**
 * When an island's code loads in a page that is not hydrated (docs/architecture.md § Islands): `eager` with the page
 * (in the islands' first script, so every page without the application ships the same, checked, weight), or
 * `interaction` on the first pointer, focus or click inside it (the click that woke it is replayed once it is there).
 */
export type IslandLoad = 'eager' | 'interaction';

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

import { Component, h, render, type ComponentChildren, type ComponentType } from 'preact';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '#web/i18n/i18n';
import { RELOAD_FLAG, isChunkLoadError, reloadOnce } from '#web/lib/chunk-reload';
import { localeOf } from '#web/lib/locale';
import { enhanceDisclosures } from './disclosures';
import { trackNavigations } from './navigation';
import { IslandIdPrefix } from './react';
import { EAGER_ISLANDS, LAZY_ISLANDS } from './registry';

/**
 * The script of a page that is not hydrated (docs/architecture.md § Islands): it renders each island's component
 * into the wrapper the server wrote, with the props the server wrote, reusing the server's DOM (Preact's `render`
 * diffs against the children it finds). Everything else on the page is plain HTML that works without it.
 */
type AnyComponent = ComponentType<Record<string, unknown>>;

const i18n = getI18n(localeOf(location.pathname));

/**
 * An island that throws while rendering gives the page back its server HTML (which works as it does without
 * JavaScript) instead of leaving a half-rendered hole, and says so in the console.
 */
class IslandBoundary extends Component<{ el: HTMLElement; html: string; children?: ComponentChildren }> {
  override componentDidCatch(error: unknown): void {
    const { el, html } = this.props;
    console.error(`island ${el.dataset.island} failed; its server HTML stays`, error);
    queueMicrotask(() => {
      render(null, el);
      el.innerHTML = html;
      delete el.dataset.ready;
    });
  }

  override render(): ComponentChildren {
    return this.props.children;
  }
}

/**
 * React's server HTML gives a field its first value as an attribute (`value`, `checked`, an option's `selected`), and
 * Preact, rendering over that HTML, removes attributes its props do not name: a field the browser has not touched yet
 * follows its attributes, so a select fell back to another option and a checkbox unchecked itself. Setting each
 * field's current state as its own (the browser then treats it as touched) keeps what the page showed.
 */
function pinFormState(el: HTMLElement): void {
  for (const field of el.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (field instanceof HTMLSelectElement) for (const option of field.options) option.selected = option.selected;
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) field.checked = field.checked;
    else if (!(field instanceof HTMLInputElement && field.type === 'file')) field.value = field.value;
  }
}

let mounted = 0;

function mount(el: HTMLElement, Island: AnyComponent): void {
  pinFormState(el);
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const tree = h(I18nextProvider as unknown as AnyComponent, { i18n }, h(Island, props));
  const ids = h(IslandIdPrefix.Provider, { value: `i${++mounted}-` }, tree);
  render(h(IslandBoundary, { el, html: el.innerHTML }, ids), el);
  el.dataset.ready = '';
}

async function load(name: string): Promise<AnyComponent | null> {
  const eager = EAGER_ISLANDS[name];
  if (eager) return eager as AnyComponent;
  const lazy = LAZY_ISLANDS[name];
  try {
    return lazy ? ((await lazy()) as AnyComponent) : null;
  } catch (error) {
    // A chunk of an older deploy, or a connection that dropped: the page reloads once, as the application's do.
    if (isChunkLoadError(error)) reloadOnce();
    console.error(`island ${name} did not load; its server HTML stays`, error);
    return null;
  }
}

/**
 * Runs `task` once the island's first effects have run: Preact runs them in a task after the next frame (or after
 * 35 ms without frames), and one that resets state on mount would otherwise undo the click given to it.
 */
function afterFirstEffects(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 100);
}

/** A pointer over it, focus in it, or a value changed without either (a script, an autofill). */
const WAKE_EVENTS = ['pointerover', 'focusin', 'change'] as const;

/**
 * Loads on the first sign of use (a pointer over it, focus in it) and mounts once loaded; a click before that is held
 * and given to the island once it is there, so the first tap is never lost.
 */
function onInteraction(el: HTMLElement): void {
  let loading: Promise<void> | null = null;
  let clicked: HTMLElement | null = null;
  const wake = (): void => {
    loading ??= load(el.dataset.island!).then((Island) => {
      for (const type of WAKE_EVENTS) el.removeEventListener(type, wake, true);
      el.removeEventListener('click', hold, true);
      const target = clicked;
      // No island after all: the held click does what it does without JavaScript (a link, a submit).
      if (!Island) return void target?.click();
      mount(el, Island);
      if (target) afterFirstEffects(() => target.isConnected && target.click());
    });
  };
  const hold = (e: Event) => {
    e.preventDefault();
    e.stopPropagation();
    clicked = (e.target as Element).closest<HTMLElement>('button, a, summary, input, [role="button"]');
    wake();
  };
  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, true);
  el.addEventListener('click', hold, true);
}

function start(): void {
  trackNavigations();
  enhanceDisclosures();
  const eager: Promise<unknown>[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    // An island inside another one is rendered by it.
    if (el.parentElement?.closest('[data-island]')) continue;
    if (el.dataset.load === 'interaction') onInteraction(el);
    else eager.push(load(el.dataset.island!).then((Island) => Island && mount(el, Island)));
  }
  // For whoever waits for the page to answer (the e2e suites): every island shown with the page has started.
  void Promise.all(eager).then(() => (document.documentElement.dataset.islands = 'ready'));
  window.setTimeout(() => {
    try {
      sessionStorage.removeItem(RELOAD_FLAG);
    } catch {
      /* storage blocked */
    }
  }, 10_000);
}

start();

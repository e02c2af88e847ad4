import { useEffect, useRef } from 'react';

export type QueueShortcut = 'approve' | 'reject' | 'next' | 'previous' | 'open';

const KEYS: Record<string, QueueShortcut> = {
  a: 'approve',
  r: 'reject',
  j: 'next',
  n: 'next',
  k: 'previous',
  p: 'previous',
  o: 'open',
  Enter: 'open',
};

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  repeat?: boolean;
  target?: unknown;
}

/** True for anything a person types into: inputs, text areas, selects, editable content, listboxes of a select. */
const isTyping = (target: unknown): boolean => {
  if (typeof target !== 'object' || target === null) return false;
  const el = target as { tagName?: string; isContentEditable?: boolean; getAttribute?: (name: string) => string | null };
  const tag = (el.tagName ?? '').toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable) return true;
  const role = el.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'listbox' || role === 'option';
};

/**
 * The queue's shortcut for a key press, or null. Letters never fire while typing (the reject reason, a filter),
 * with a modifier (browser shortcuts: Ctrl+R is reload) or on auto-repeat (holding `a` must not approve a page).
 * Enter opens only when the page itself has focus, so it never hijacks a focused button.
 */
export function shortcutOf(e: KeyLike, { dialogOpen = false }: { dialogOpen?: boolean } = {}): QueueShortcut | null {
  if (dialogOpen || e.ctrlKey || e.metaKey || e.altKey || e.repeat || isTyping(e.target)) return null;
  const tag = (typeof e.target === 'object' && e.target !== null ? ((e.target as { tagName?: string }).tagName ?? '') : '').toUpperCase();
  if (e.key === 'Enter' && tag !== 'BODY' && tag !== '') return null;
  return KEYS[e.key] ?? KEYS[e.key.toLowerCase()] ?? null;
}

/** Listens on the document while mounted; `handle` is read fresh on each key (no stale rows). */
export function useQueueShortcuts(handle: (shortcut: QueueShortcut) => void, enabled = true): void {
  const ref = useRef(handle);
  ref.current = handle;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const shortcut = shortcutOf(e, {
        dialogOpen: !!document.querySelector('[role="dialog"], [role="presentation"].MuiModal-root:not(.MuiModal-hidden)'),
      });
      if (!shortcut) return;
      e.preventDefault();
      ref.current(shortcut);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}

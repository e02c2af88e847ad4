import type { AuditFieldChange } from '@anonse/contracts';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Field-level changes between two JSON states: objects are walked key by key (path in dots), anything else (a list
 * of photos, a string) is one field compared whole, so a reordered list reads as one change, not dozens.
 */
export function diffStates(before: unknown, after: unknown, path = ''): AuditFieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => diffStates(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (same(before, after)) return [];
  return [{ path: path || '.', before: before ?? null, after: after ?? null }];
}

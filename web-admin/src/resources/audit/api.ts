import type { AuditDiffDto, AuditKind, AuditStateDto } from '@anonse/contracts';
import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';

export const AUDIT_KINDS: readonly AuditKind[] = ['ad', 'account', 'wallet', 'forum-topic', 'report'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value.trim());

/** The simple-rest resource of a history's timeline (GET /api/admin/audit/{kind}/{id}/events). */
export const timelineResource = (kind: AuditKind, id: string) => `audit/${kind}/${encodeURIComponent(id)}/events`;
export const exportUrl = (kind: AuditKind, id: string, format: 'csv' | 'json') =>
  `${ADMIN_API_URL}/audit/${kind}/${encodeURIComponent(id)}/events.${format}`;

export type AsOfChoice = { by: 'at'; at: string } | { by: 'position'; position: number } | { by: 'revision'; revision: number };

/** `datetime-local` gives local time without a zone: the API takes ISO with one. */
export function asOfQuery(choice: AsOfChoice): string {
  if (choice.by === 'at') return `at=${encodeURIComponent(new Date(choice.at).toISOString())}`;
  return choice.by === 'position' ? `position=${choice.position}` : `revision=${choice.revision}`;
}

export async function fetchState(kind: AuditKind, id: string, choice: AsOfChoice): Promise<AuditStateDto> {
  const { json } = await httpClient(`${ADMIN_API_URL}/audit/${kind}/${encodeURIComponent(id)}/state?${asOfQuery(choice)}`);
  return json as AuditStateDto;
}

export async function fetchDiff(kind: AuditKind, id: string, from: number, to: number): Promise<AuditDiffDto> {
  const { json } = await httpClient(`${ADMIN_API_URL}/audit/${kind}/${encodeURIComponent(id)}/diff?from=${from}&to=${to}`);
  return json as AuditDiffDto;
}

/** The API's localized message of a failed call (react-admin's HttpError keeps the body). */
export const errorText = (error: unknown): string => {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body.message === 'string') return body.message;
  return error instanceof Error ? error.message : String(error);
};

/** A JSON value as one short line for a table cell. */
export const short = (value: unknown, max = 160): string => {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

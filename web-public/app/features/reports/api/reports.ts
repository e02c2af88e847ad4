import type { FileReportInput } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/reports → 201 {id}; 404 for a target no longer public, 429 when the address or the target sent too many. */
export async function fileReport(api: ApiFetch, input: FileReportInput): Promise<string> {
  const res = await api('/api/reports', { method: 'POST', body: JSON.stringify(input) });
  // The answer's schema (and zod) loads with the answer, not with the page.
  const { ReportFiledAnswer } = await import('@anonse/contracts');
  return ReportFiledAnswer.parse(await readJson<unknown>(res)).id;
}

export const useFileReport = (api: ApiFetch) => useMutation({ mutationFn: (input: FileReportInput) => fileReport(api, input) });

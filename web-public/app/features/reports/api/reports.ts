import { ReportFiledAnswer, type FileReportInput } from '@anonse/contracts';
import { useMutation } from '@tanstack/react-query';
import { readJson, type ApiFetch } from '#web/lib/api';

/** POST /api/reports → 201 {id}; 404 for a target no longer public, 429 when the address or the target sent too many. */
export async function fileReport(api: ApiFetch, input: FileReportInput): Promise<string> {
  const res = await api('/api/reports', { method: 'POST', body: JSON.stringify(input) });
  return ReportFiledAnswer.parse(await readJson<unknown>(res)).id;
}

export const useFileReport = (api: ApiFetch) => useMutation({ mutationFn: (input: FileReportInput) => fileReport(api, input) });

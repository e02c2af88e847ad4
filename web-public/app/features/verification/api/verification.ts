import { type VerificationStatusDto } from '@anonse/contracts/browser';
import { useMutation } from '#web/lib/mutation';
import { readJson, type ApiFetch } from '#web/lib/api';

/**
 * POST /api/user/verification/photos with the file's bytes (the next of the 2 photos, in order) → the status;
 * 415 not an image, 422 a third photo or an unreadable one, 409 waiting / verified / too soon after a rejection.
 */
export async function uploadVerificationPhoto(api: ApiFetch, file: Blob): Promise<VerificationStatusDto> {
  const res = await api('/api/user/verification/photos', {
    method: 'POST',
    body: file,
    headers: { 'content-type': file.type.startsWith('image/') ? file.type : 'application/octet-stream' },
  });
  // The answer's schema (and zod) loads with the answer, not with the page.
  const { VerificationStatusDto } = await import('@anonse/contracts');
  return VerificationStatusDto.parse(await readJson<unknown>(res));
}

/** POST /api/user/verification/submit → pending; 422 without both photos. */
export async function submitVerification(api: ApiFetch): Promise<VerificationStatusDto> {
  const { VerificationStatusDto } = await import('@anonse/contracts');
  return VerificationStatusDto.parse(await readJson<unknown>(await api('/api/user/verification/submit', { method: 'POST' })));
}

/** DELETE /api/user/verification/photos → the draft and its files are gone. */
export async function discardVerificationDraft(api: ApiFetch): Promise<VerificationStatusDto> {
  const { VerificationStatusDto } = await import('@anonse/contracts');
  return VerificationStatusDto.parse(await readJson<unknown>(await api('/api/user/verification/photos', { method: 'DELETE' })));
}

/** Uploads the chosen photos one after another (the first is the card), then sends the attempt. */
export const useSendVerification = (api: ApiFetch) =>
  useMutation({
    mutationFn: async (files: Blob[]) => {
      for (const file of files) await uploadVerificationPhoto(api, file);
      return submitVerification(api);
    },
  });

export const useDiscardVerification = (api: ApiFetch) => useMutation({ mutationFn: () => discardVerificationDraft(api) });

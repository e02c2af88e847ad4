import { z } from 'zod';
import { VIDEO_ATTESTATION_VERSION } from './attestation-text';

// The texts are zod-free, for the upload form and the console.
export * from './attestation-text';

/** What the upload form sends beside the file: both statements must be ticked, and whether the uploader appears. */
export const VideoAttestationInput = z.object({
  everyoneAdult: z.literal(true),
  everyoneConsented: z.literal(true),
  uploaderAppears: z.boolean(),
  textVersion: z.literal(VIDEO_ATTESTATION_VERSION),
});
export type VideoAttestationInput = z.infer<typeof VideoAttestationInput>;

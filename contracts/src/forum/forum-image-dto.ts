import { z } from 'zod';

/** An uploaded forum image's id: random, url-safe (the zod-free rules are in forum-images.ts, which browsers load). */
export const ForumImageId = z.string().regex(/^[A-Za-z0-9_-]{24}$/);

/** POST /api/forum/images: the stored image, its address for the post's Markdown. */
export const ForumImageUploaded = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type ForumImageUploaded = z.infer<typeof ForumImageUploaded>;

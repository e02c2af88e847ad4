/**
 * Images in forum posts come only through our media pipeline (docs/architecture.md § The forum): a trusted member
 * uploads one (`POST /api/forum/images`), and the post's Markdown names it by this address. The author's id is part
 * of it because the file is sealed under the author's key: a post shows an image only from its own author's folder.
 */
export const FORUM_IMAGE_PATH = '/api/forum/images/';

export const forumImageUrl = (authorId: string, imageId: string): string => `${FORUM_IMAGE_PATH}${authorId}/${imageId}.jpg`;

const IMAGE_URL = /\/api\/forum\/images\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{24})\.jpg/g;

/** The forum images a post's Markdown names (each once), wherever they stand: `![x](…)` or a bare address. */
export function forumImagesIn(body: string): { authorId: string; imageId: string }[] {
  const seen = new Map<string, { authorId: string; imageId: string }>();
  for (const match of body.matchAll(IMAGE_URL)) seen.set(`${match[1]}/${match[2]}`, { authorId: match[1]!, imageId: match[2]! });
  return [...seen.values()];
}

/** Whether `src` is one of `authorId`'s forum images: the only images a post of theirs renders. */
export const isOwnForumImage = (src: string, authorId: string): boolean => {
  const match = /^\/api\/forum\/images\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{24})\.jpg$/.exec(src);
  return match !== null && match[1] === authorId;
};

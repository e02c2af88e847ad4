export const FORMATS = ['bold', 'italic', 'quoteBlock', 'link', 'list', 'code'] as const;
export type Format = (typeof FORMATS)[number];

interface Edit {
  value: string;
  /** The selection after the change: the formatted words, so a second button goes on the same text. */
  start: number;
  end: number;
}

const WRAP: Partial<Record<Format, [string, string]>> = {
  bold: ['**', '**'],
  italic: ['*', '*'],
  code: ['`', '`'],
  link: ['[', '](https://)'],
};
const LINE_PREFIX: Partial<Record<Format, string>> = { quoteBlock: '> ', list: '- ' };

/**
 * A toolbar button's change to the text: marks around the selection (`placeholder`, the button's own word in the
 * page's language, when nothing is selected),
 * or a mark before each line the selection touches. Pure, so the editor island only applies it to its textarea.
 */
export function applyFormat(value: string, start: number, end: number, format: Format, placeholder: string): Edit {
  const wrap = WRAP[format];
  if (wrap) {
    const [before, after] = wrap;
    const selected = value.slice(start, end) || placeholder;
    const next = value.slice(0, start) + before + selected + after + value.slice(end);
    return { value: next, start: start + before.length, end: start + before.length + selected.length };
  }
  const prefix = LINE_PREFIX[format]!;
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const found = value.indexOf('\n', end);
  const lineEnd = found === -1 ? value.length : found;
  const block = value
    .slice(lineStart, lineEnd)
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
  const next = value.slice(0, lineStart) + block + value.slice(lineEnd);
  return { value: next, start: lineStart, end: lineStart + block.length };
}

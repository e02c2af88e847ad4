import { code } from './messages';

/**
 * The rules of everything a client sends as a string (bodies, query and path parameters), applied by the one text
 * schema (`text` in ./text.ts) and, without a schema library, by the browser's own checks. Text is
 * stored in events forever and fed to Postgres, search and HTML: NUL and lone surrogates break Postgres and
 * every UTF-8 encoder downstream, control characters hide text from moderators, and unnormalised Unicode makes
 * equal-looking logins and searches differ.
 */
export interface TextOptions {
  /** Minimum length in code points (after trimming). */
  min?: number;
  /** Maximum length in code points (after trimming). */
  max: number;
  /** Allows `\n` and `\t`; `\r\n` and a lone `\r` become `\n`. */
  multiline?: boolean;
  /** Default true; passwords keep their edges. */
  trim?: boolean;
}

/** Codes of the text rules (messages in the `common` namespace). */
export const TEXT_MESSAGES = {
  invalid: code('common:invalidCharacters'),
  control: code('common:controlCharacters'),
} as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// C0, DEL and C1; NUL is reported as invalid rather than as a control character.
const CONTROL = /[\u0001-\u001f\u007f-\u009f]/;
const CONTROL_MULTILINE = /[\u0001-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Length as a person counts it: an emoji is one character, not two UTF-16 units. */
export function codePointLength(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < value.length) {
      const d = value.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** The canonical form the schema stores: line breaks unified (multi-line), NFC, trimmed. */
export function normalizeText(value: string, options: Pick<TextOptions, 'multiline' | 'trim'> = {}): string {
  const unified = options.multiline ? value.replace(/\r\n?/g, '\n') : value;
  // NFC leaves lone surrogates as they are, so the check below still sees them.
  const nfc = unified.normalize('NFC');
  return options.trim === false ? nfc : nfc.trim();
}

/** Why `value` (already normalised) is refused, or undefined. */
export function textProblem(value: string, options: Pick<TextOptions, 'multiline'> = {}): keyof typeof TEXT_MESSAGES | undefined {
  if (value.includes('\u0000') || LONE_SURROGATE.test(value)) return 'invalid';
  if ((options.multiline ? CONTROL_MULTILINE : CONTROL).test(value)) return 'control';
  return undefined;
}

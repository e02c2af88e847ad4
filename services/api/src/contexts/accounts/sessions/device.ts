/**
 * A session's device as the sessions list shows it: a browser and a system named from fixed lists, recognised in
 * the User-Agent at login. The header itself is never stored or echoed (it is attacker-controlled text and a
 * fingerprint); anything not recognised is null ("unknown device").
 */
export interface Device {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Longer headers are cut before matching: the patterns need only the start, and no input may cost much. */
const MAX_SCANNED = 512;

export function deviceOf(userAgent: unknown): Device {
  if (typeof userAgent !== 'string' || !userAgent) return { browser: null, os: null };
  const ua = userAgent.slice(0, MAX_SCANNED);
  return { browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null, os: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null };
}

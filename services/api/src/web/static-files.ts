import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The files of a build directory, listed once (and re-listed when it is missing or a rebuild is suspected,
 * at most every few seconds). Serving only listed files rules out path traversal by construction.
 */
export class StaticFiles {
  private files: Set<string> | null = null;
  private listedAt = 0;

  constructor(readonly root: string) {}

  get available(): boolean {
    this.refresh();
    return this.files !== null;
  }

  /** The relative path of `urlPath` when it is a file of the build, else undefined. */
  lookup(urlPath: string): string | undefined {
    this.refresh();
    if (!this.files) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const rel = decoded.replace(/^\/+/, '');
    return this.files.has(rel) ? rel : undefined;
  }

  has(rel: string): boolean {
    this.refresh();
    return !!this.files?.has(rel);
  }

  private refresh(): void {
    const now = Date.now();
    if (this.files && now - this.listedAt < 5000) return;
    if (!this.files || now - this.listedAt >= 5000) {
      this.listedAt = now;
      this.files = existsSync(this.root) && statSync(this.root).isDirectory() ? list(this.root) : null;
    }
  }
}

function list(root: string): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel);
      else if (entry.isFile()) out.add(rel);
    }
  };
  walk(root, '');
  return out;
}

import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../tokens';
import { isSitemapSource, SOURCE_NAME, type SitemapPage, type SitemapSource } from './sitemap-source';

export interface SitemapFile {
  /** `/sitemaps/files/{source}-{n}.xml`, n from 1. */
  path: string;
  lastmod: string | null;
}

/**
 * The XML sitemaps: every provider marked `@SitemapSource()` split into files of at most
 * `SITEMAP_URLS_PER_FILE` URLs (the protocol's 50,000 by default). A page gives a URL per language, so a file holds
 * half as many pages as URLs.
 */
@Injectable()
export class SitemapsService {
  private found?: SitemapSource[];

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get pagesPerFile(): number {
    return Math.max(1, Math.floor(this.config.sitemapUrlsPerFile / 2));
  }

  /** The sources, found once the application is up, in name order (so file names stay put). */
  sources(): SitemapSource[] {
    this.found ??= this.discovery
      .getProviders()
      .filter((w) => typeof w.metatype === 'function' && isSitemapSource(w.metatype) && w.instance)
      .map((w) => w.instance as SitemapSource)
      .sort((a, b) => a.name.localeCompare(b.name));
    const names = this.found.map((s) => s.name);
    const bad = names.find((n, i) => !SOURCE_NAME.test(n) || names.indexOf(n) !== i);
    if (bad !== undefined) throw new Error(`sitemap source name "${bad}" is not lower-case words or is used twice`);
    return this.found;
  }

  async files(): Promise<SitemapFile[]> {
    const perFile = this.pagesPerFile;
    const out: SitemapFile[] = [];
    for (const source of this.sources()) {
      const count = await source.count();
      for (let n = 1; (n - 1) * perFile < count; n++)
        out.push({ path: `/sitemaps/files/${source.name}-${n}.xml`, lastmod: await source.lastmod((n - 1) * perFile, perFile) });
    }
    return out;
  }

  /** The pages of one file, or null when no such file exists (an unknown source, a number past the last file). */
  async file(name: string, n: number): Promise<SitemapPage[] | null> {
    const source = this.sources().find((s) => s.name === name);
    if (!source || !Number.isSafeInteger(n) || n < 1) return null;
    const perFile = this.pagesPerFile;
    const pages = await source.pages((n - 1) * perFile, perFile);
    // The first file of a source always exists (an empty source still has a valid, empty file).
    return pages.length || n === 1 ? pages : null;
  }
}

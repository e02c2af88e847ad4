import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { SitemapsController } from './sitemaps.controller';
import { SitemapsService } from './sitemaps.service';
import { StaticPagesSitemap } from './static-pages.source';

/** The XML sitemaps and robots.txt (see sitemap-source.ts for how a context adds its pages). */
@Module({
  imports: [DiscoveryModule],
  controllers: [SitemapsController],
  providers: [SitemapsService, StaticPagesSitemap],
})
export class SitemapsModule {}

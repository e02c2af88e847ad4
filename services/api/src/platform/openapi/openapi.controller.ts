import { Controller, Get, Header, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { buildOpenApi, openApiHtml } from './openapi';

@Controller('api/docs')
export class OpenApiController {
  private json?: Record<string, unknown>;

  constructor(private readonly discovery: DiscoveryService) {}

  /** Every controller the application mounted: the document describes what runs, not a list kept beside it. */
  private controllers(): Type[] {
    return this.discovery
      .getControllers()
      .map((wrapper) => wrapper.metatype)
      .filter((metatype): metatype is Type => typeof metatype === 'function');
  }

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  index(): string {
    return openApiHtml(this.controllers());
  }

  @Get('openapi.json')
  document(): Record<string, unknown> {
    return (this.json ??= buildOpenApi(this.controllers()));
  }
}

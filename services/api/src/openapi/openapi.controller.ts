import { Controller, Get, Header } from '@nestjs/common';
import { buildOpenApi, openApiHtml } from './openapi';

@Controller('api/docs')
export class OpenApiController {
  private json?: Record<string, unknown>;

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  index(): string {
    return openApiHtml();
  }

  @Get('openapi.json')
  document(): Record<string, unknown> {
    return (this.json ??= buildOpenApi());
  }
}

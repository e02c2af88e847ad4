import type { Type } from '@nestjs/common';

/**
 * One bounded context as the API mounts it. The list of contexts (src/contexts.ts) derives the Nest modules
 * from these (and with them the controllers the OpenAPI document describes).
 */
export interface ApiContext {
  readonly name: string;
  readonly module: Type;
}

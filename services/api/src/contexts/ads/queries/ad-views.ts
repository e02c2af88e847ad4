import { Inject, Injectable } from '@nestjs/common';
import type { SqlExecutor } from '@anonse/eventstore';
import { countAdView } from '@anonse/projections';
import { SQL } from '#api/platform/tokens';

/** The tally of public page visits the owner's list shows. A failure to count never fails the page. */
@Injectable()
export class AdViews {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  async count(adId: string): Promise<void> {
    await countAdView(this.sql, adId).catch(() => undefined);
  }
}

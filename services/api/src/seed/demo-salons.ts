import type { CommandBus } from '@nestjs/cqrs';
import { SalonFields, type Actor, type OpeningHours } from '@anonse/contracts';
import type { CommandContext } from '../platform/commands/command-context';
import { newId } from '../platform/ids';
import { CreateSalonCommand, ModerateSalonCommand } from '../contexts/salons';

const weekday = { closed: false, open: '10:00', close: '22:00' } as const;
const HOURS: OpeningHours = [
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  { closed: false, open: '12:00', close: '23:00' },
  { closed: true },
];

/** Fictional, non-explicit salons: names, streets and phone numbers made up (the 500 000 0xx range). */
const DEMO_SALONS = [
  { name: 'Demo Studio Lotos', city: 'krakow', district: undefined, street: 'ul. Przykładowa 1', approved: true },
  { name: 'Demo Salon Jaśmin', city: 'warszawa', district: 'mokotow', street: 'ul. Testowa 12', approved: true },
  { name: 'Demo Oaza Spokoju', city: 'gdansk', district: undefined, street: 'ul. Nadmorska 7', approved: true },
  { name: 'Demo Salon Bursztyn', city: 'poznan', district: undefined, street: 'ul. Wzorcowa 3', approved: false },
] as const;

/**
 * A few demo salons through the real command handlers, each owned by a demo advertiser and showing up to two of
 * that person's approved ads as its masseuses; all but one approved, so the queue has something to decide.
 */
export async function seedDemoSalons(
  bus: CommandBus,
  owners: readonly Actor[],
  approvedAdsOf: ReadonlyMap<string, string[]>,
  admin: Actor,
  ctx: (actor: Actor) => CommandContext,
): Promise<number> {
  let i = 0;
  for (const demo of DEMO_SALONS) {
    const owner = owners[i % owners.length]!;
    const fields = SalonFields.parse({
      name: demo.name,
      city: demo.city,
      ...(demo.district ? { district: demo.district } : {}),
      street: demo.street,
      showAddress: i % 2 === 0,
      phone: `+48 500 000 0${String(10 + i).padStart(2, '0')}`,
      description: 'Przykładowy salon z danych demonstracyjnych: spokojne wnętrza, masaż klasyczny i relaksacyjny. Dane są fikcyjne.',
      hours: HOURS,
      photos: [],
      masseuseAdIds: (approvedAdsOf.get(owner.id!) ?? []).slice(0, 2),
    });
    const salonId = newId();
    const created = await bus.execute(new CreateSalonCommand(salonId, fields, ctx(owner)));
    if (demo.approved) await bus.execute(new ModerateSalonCommand(salonId, { type: 'approve' }, created.revision, ctx(admin)));
    i++;
  }
  return DEMO_SALONS.length;
}

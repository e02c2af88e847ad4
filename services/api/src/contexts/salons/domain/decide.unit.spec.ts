import type { SalonEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { sampleSalonFields } from '#api/testing/sample-salon-fields';
import { NothingToDecideError, NotSalonOwnerError, salonDecider, SalonNotFoundError } from './decide';

const now = '2026-01-01T10:00:00.000Z';
const fields = sampleSalonFields();
const edited = sampleSalonFields({ name: 'Studio Lotos Nowe' });
const created: SalonEvent = {
  type: 'SalonCreated',
  data: { salonId: 's1', ownerId: 'o1', slug: 'studio-lotos-krakow', fields, createdAt: now },
};
const approved: SalonEvent = { type: 'SalonApproved', data: { salonId: 's1', ownerId: 'o1', approvedBy: 'm1', approvedAt: now } };
const rejected: SalonEvent = {
  type: 'SalonRejected',
  data: { salonId: 's1', ownerId: 'o1', rejectedBy: 'm1', reason: 'Za mało opisu', rejectedAt: now },
};
const edit = (actorId = 'o1', f = edited) => ({
  type: 'EditSalon' as const,
  salonId: 's1',
  actorId,
  slug: 'studio-lotos-nowe-krakow',
  fields: f,
  now,
});

describe('salon decider', () => {
  const spec = deciderSpec(salonDecider);

  it('creates a salon waiting for review, once', () => {
    const create = { type: 'CreateSalon' as const, salonId: 's1', ownerId: 'o1', slug: 'studio-lotos-krakow', fields, now };
    spec.given([]).when(create).then([created]);
    spec.given([created]).when(create).then([]);
  });

  it('edits a pending salon with a new slug, but keeps the slug once it was approved', () => {
    spec
      .given([created])
      .when(edit())
      .then([
        { type: 'SalonEdited', data: { salonId: 's1', ownerId: 'o1', slug: 'studio-lotos-nowe-krakow', fields: edited, editedAt: now } },
      ]);
    spec
      .given([created, approved])
      .when(edit())
      .then([{ type: 'SalonEdited', data: { salonId: 's1', ownerId: 'o1', fields: edited, editedAt: now } }]);
  });

  it('an unchanged edit decides nothing; a rejected salon resubmitted unchanged goes back to the queue', () => {
    spec.given([created]).when(edit('o1', fields)).then([]);
    spec
      .given([created, rejected])
      .when(edit('o1', fields))
      .then([{ type: 'SalonEdited', data: { salonId: 's1', ownerId: 'o1', slug: 'studio-lotos-nowe-krakow', fields, editedAt: now } }]);
  });

  it("refuses another person's edit or deletion, and anything on an unknown or deleted salon", () => {
    spec.given([created]).when(edit('o2')).thenThrows(NotSalonOwnerError, { kind: 'forbidden' });
    spec.given([created]).when({ type: 'DeleteSalon', salonId: 's1', actorId: 'o2', now }).thenThrows(NotSalonOwnerError);
    spec.given([]).when(edit()).thenThrows(SalonNotFoundError, { kind: 'not_found', code: 'salons:salonNotFound' });
    const deleted: SalonEvent = { type: 'SalonDeleted', data: { salonId: 's1', ownerId: 'o1', deletedAt: now } };
    spec.given([created, deleted]).when({ type: 'ApproveSalon', salonId: 's1', moderatorId: 'm1', now }).thenThrows(SalonNotFoundError);
  });

  it('approves or rejects only what waits: the pending salon or the revision of an approved one', () => {
    const approve = { type: 'ApproveSalon' as const, salonId: 's1', moderatorId: 'm1', now };
    const reject = { type: 'RejectSalon' as const, salonId: 's1', moderatorId: 'm1', reason: 'Za mało opisu', now };
    spec.given([created]).when(approve).then([approved]);
    spec.given([created]).when(reject).then([rejected]);
    spec.given([created, approved]).when(approve).thenThrows(NothingToDecideError, { kind: 'conflict' });
    spec.given([created, rejected]).when(reject).thenThrows(NothingToDecideError);
    const revision: SalonEvent = { type: 'SalonEdited', data: { salonId: 's1', ownerId: 'o1', fields: edited, editedAt: now } };
    spec.given([created, approved, revision]).when(approve).then([approved]);
    spec.given([created, approved, revision]).when(reject).then([rejected]);
  });

  it('folds a rejected revision back to the approved version, an approved one into it', () => {
    const revision: SalonEvent = { type: 'SalonEdited', data: { salonId: 's1', ownerId: 'o1', fields: edited, editedAt: now } };
    const fold = (events: SalonEvent[]) => events.reduce(salonDecider.evolve, salonDecider.initialState());
    expect(fold([created, approved, revision, rejected])).toMatchObject({ status: 'approved', fields, revision: null });
    expect(fold([created, approved, revision, approved])).toMatchObject({ status: 'approved', fields: edited, revision: null });
  });
});

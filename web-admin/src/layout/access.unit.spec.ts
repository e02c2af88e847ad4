import { ROLES } from '@anonse/contracts';
import { resources } from '../resources';
import { canSeeResource } from './access';

const visible = (role: number | undefined) =>
  ['ads', 'accounts', 'verifications', 'reports', 'wallets', 'payments', 'audit', 'vouchers', 'promotions', 'some-new-resource'].filter(
    (name) =>
      // A resource not in the list stands for a new one without a rule of its own.
      canSeeResource(resources.find((r) => r.name === name) ?? {}, role as never),
  );

describe('resources per role', () => {
  it('gives an administrator everything', () => {
    expect(visible(ROLES.administrator)).toEqual([
      'ads',
      'accounts',
      'verifications',
      'reports',
      'wallets',
      'payments',
      'audit',
      'vouchers',
      'promotions',
      'some-new-resource',
    ]);
  });

  it('gives a moderator the lists and the decisions, no ledgers, payments or vouchers', () => {
    expect(visible(ROLES.moderator)).toEqual(['ads', 'accounts', 'verifications', 'reports', 'audit', 'some-new-resource']);
  });

  it('gives an auditor the lists, history, ledgers and payments, never verification photos', () => {
    expect(visible(ROLES.auditor)).toEqual(['ads', 'accounts', 'reports', 'wallets', 'payments', 'audit', 'some-new-resource']);
  });

  it('gives a user or a guest nothing', () => {
    expect(visible(ROLES.user)).toEqual([]);
    expect(visible(undefined)).toEqual([]);
  });
});

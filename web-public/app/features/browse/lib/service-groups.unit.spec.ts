import { SERVICE_SLUGS } from '@anonse/contracts/browser';
import { SERVICE_GROUPS, SERVICE_GROUP_IDS, serviceGroupOf, servicesByGroup } from './service-groups';

describe('service groups', () => {
  it('put every service in exactly one group and name nothing else', () => {
    const grouped = SERVICE_GROUP_IDS.flatMap((g) => [...SERVICE_GROUPS[g]]);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...SERVICE_SLUGS].sort());
    for (const slug of SERVICE_SLUGS) expect(serviceGroupOf(slug)).toBeDefined();
    expect(servicesByGroup().reduce((n, g) => n + g.services.length, 0)).toBe(SERVICE_SLUGS.length);
  });
});

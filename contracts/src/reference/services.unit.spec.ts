import { SERVICES, SERVICE_SLUGS, serviceBySlug } from './services';

describe('SERVICES (docs/product.md § 3)', () => {
  it('holds about 85–90 services', () => {
    expect(SERVICES.length).toBeGreaterThanOrEqual(85);
    expect(SERVICES.length).toBeLessThanOrEqual(90);
  });

  it('has unique, url-safe slugs', () => {
    expect(new Set(SERVICE_SLUGS).size).toBe(SERVICE_SLUGS.length);
    for (const slug of SERVICE_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every service in both languages', () => {
    for (const s of SERVICES) {
      expect(s.name.pl.trim()).not.toBe('');
      expect(s.name.en.trim()).not.toBe('');
    }
  });

  it('gives some services a complete info popup', () => {
    const withInfo = SERVICES.filter((s) => s.info);
    expect(withInfo.length).toBeGreaterThanOrEqual(10);
    expect(withInfo.length).toBeLessThanOrEqual(15);
    for (const { info } of withInfo) {
      for (const text of [info!.title.pl, info!.title.en, info!.description.pl, info!.description.en]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('keeps the slugs the ad-list categories depend on', () => {
    for (const slug of ['gfe', 'sex-telefon', 'pokazy-online']) expect(serviceBySlug(slug)?.slug).toBe(slug);
  });
});

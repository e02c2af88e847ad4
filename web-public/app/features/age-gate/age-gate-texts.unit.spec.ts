import { getT } from '#web/i18n/i18n';
import { AGE_GATE } from './i18n';

describe('age gate words', () => {
  it.each(['pl', 'en'] as const)('quote the very words of the button (%s)', (locale) => {
    const t = getT(locale, AGE_GATE);
    const accept = t('ageGate.accept');
    for (const key of ['ageGate.text', 'ageGate.cookies'] as const) {
      const text = t(key, { accept });
      expect(text).toContain(locale === 'pl' ? `„${accept}”` : `“${accept}”`);
      // No other button is named: nothing in quotes but the accept label.
      expect(text.match(/[„“]([^”]+)”/g)).toEqual([locale === 'pl' ? `„${accept}”` : `“${accept}”`]);
    }
  });
});

import { completionAlarms } from './phone';

describe('the fraud watch alarm (completion of the judged hour)', () => {
  it('alarms only with enough codes to judge and fewer typed back than the threshold', () => {
    expect(completionAlarms({ sends: 19, completed: 0 }, 0.3, 20)).toBe(false);
    expect(completionAlarms({ sends: 20, completed: 5 }, 0.3, 20)).toBe(true);
    expect(completionAlarms({ sends: 20, completed: 6 }, 0.3, 20)).toBe(false);
    expect(completionAlarms({ sends: 0, completed: 0 }, 0.3, 1)).toBe(false);
    expect(completionAlarms({ sends: 1000, completed: 999 }, 1, 1)).toBe(true);
  });
});

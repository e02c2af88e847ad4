import { MIN_PASSWORD_SCORE, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each(['password', '12345678', '        ', 'password12', 'qwertyuiop', 'kochamcie123'])('refuses %j', (p) => {
    expect(passwordStrength(p, [], 'pl').acceptable).toBe(false);
  });

  it.each(['wiosna-Rower-42-kot', 'correct horse battery', 'Tr0ub4dor&3xyz'])('accepts %j', (p) => {
    const s = passwordStrength(p, [], 'en');
    expect(s.acceptable).toBe(true);
    expect(s.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(s.problems).toEqual([]);
  });

  it('uses the Polish dictionary', () => {
    // Common Polish words that are not English ones.
    expect(passwordStrength('kochanie', [], 'pl').score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(passwordStrength('Wiewiórka2020', [], 'pl').score).toBeLessThan(4);
  });

  it('takes the login and e-mail as user inputs', () => {
    const password = 'gwidonpstragowski';
    expect(passwordStrength(password, [], 'pl').acceptable).toBe(true);
    expect(passwordStrength(password, ['GwidonPstragowski'], 'pl').acceptable).toBe(false);
    expect(passwordStrength(password, ['x', 'gwidonpstragowski@example.com'], 'pl').acceptable).toBe(false);
  });

  it('explains in Polish and English', () => {
    expect(passwordStrength('password', [], 'pl').problems).toEqual([
      'Hasło musi mieć co najmniej 10 znaków.',
      'To jest przesadnie często używane hasło.',
    ]);
    expect(passwordStrength('password', [], 'en').problems).toEqual([
      'The password must have at least 10 characters.',
      'This is a heavily used password.',
    ]);
  });
});

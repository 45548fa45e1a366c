import { SESSION_MAX_AGE_MS, sessionLifetimeMs } from './session';

describe('sessionLifetimeMs', () => {
  it('gives the lifetime in whole seconds, although express-session often stores it 1 ms short', () => {
    expect(sessionLifetimeMs({ originalMaxAge: SESSION_MAX_AGE_MS - 1 })).toBe(SESSION_MAX_AGE_MS);
    expect(sessionLifetimeMs({ originalMaxAge: 3_600_000 })).toBe(3_600_000);
  });

  it('falls back to the members’ lifetime when the cookie has none', () => {
    expect(sessionLifetimeMs({ originalMaxAge: null })).toBe(SESSION_MAX_AGE_MS);
    expect(sessionLifetimeMs({})).toBe(SESSION_MAX_AGE_MS);
  });
});

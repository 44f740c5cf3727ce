import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration (issue 2, part 2)', () => {
  it('has working defaults: port 8080, ./data, demo seed on', () => {
    // Proves the product starts with no environment variables.
    const config = loadConfig({ INIT_CWD: '/repo' });
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe(path.resolve('/repo', 'data'));
    expect(config.SEED_DEMO).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the variables and names every invalid one', () => {
    // Proves typed parsing and clear start-up errors.
    expect(loadConfig({ PORT: '9000', SEED_DEMO: 'false', DATABASE_URL: 'postgres://u@h/db' })).toMatchObject({
      PORT: 9000,
      SEED_DEMO: false,
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT.*DATABASE_URL/);
  });
});

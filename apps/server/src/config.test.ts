import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: port 8080, ./data, demo seed on', () => {
    // Proves the product starts with no environment variables.
    const config = loadConfig({ INIT_CWD: '/repo' });
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe(path.resolve('/repo', 'data'));
    expect(config.SEED_DEMO).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('is a sandbox on 127.0.0.1 by default and production with NODE_ENV=production (decision 0136)', () => {
    // Proves the mode is chosen explicitly: npm start and tests are sandboxes, a production build is not.
    expect(loadConfig({})).toMatchObject({ SANDBOX: true, HOST: '127.0.0.1', SEED_DEMO: true });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ SANDBOX: false, HOST: '0.0.0.0', SEED_DEMO: false });
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: 'true' })).toMatchObject({
      SANDBOX: true,
      HOST: '127.0.0.1',
      SEED_DEMO: true,
    });
    expect(loadConfig({ SANDBOX: 'false', HOST: '10.0.0.5', SEED_DEMO: 'true' })).toMatchObject({
      SANDBOX: false,
      HOST: '10.0.0.5',
      SEED_DEMO: true,
    });
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

describe('request time-outs (decision 0017)', () => {
  it('defaults to seconds, not minutes, and refuses a request limit below the header limit', () => {
    // Proves the slowloris limits are on by default and cannot be configured inconsistently.
    expect(loadConfig({})).toMatchObject({ HEADERS_TIMEOUT_MS: 5_000, REQUEST_TIMEOUT_MS: 15_000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '10000', REQUEST_TIMEOUT_MS: '5000' })).toThrow(
      /REQUEST_TIMEOUT_MS: must be at least HEADERS_TIMEOUT_MS/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that start the shop on port 3000 with the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoData).toBe(true);
  });

  it('reads the variables it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      PUBLIC_URL: 'https://shop.example/',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://127.0.0.1:5432/test');
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.demoData).toBe(false);
    expect(config.logLevel).toBe('warn');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['DEMO_DATA', 'maybe'],
    ['RATE_LIMIT_PER_MINUTE', '-1'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).toContain(JSON.stringify(value));
    expect(message).not.toContain('\n');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration, checked at start by one schema', () => {
  it('takes the defaults for unset and empty variables', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '' });
    expect(config.port).toBe(3000);
    expect(config.logLevel).toBe('info');
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.jwtTtlSeconds).toBe(8 * 3600);
    expect(config.mailRetrySeconds).toBe(30);
    expect(config.trustProxy).toBe(false);
  });

  it('TRUST_PROXY: off by default, or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['true', 'yes', '1', '0', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', '*']) {
      expect(problemsOf({ TRUST_PROXY: wrong }), wrong).toEqual([
        `TRUST_PROXY=${JSON.stringify(wrong)}: must be false or a comma-separated list of proxy addresses or CIDR ranges`,
      ]);
    }
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      JWT_TTL: '30m',
      MAIL_RETRY_SECONDS: '5',
      SITE_URL: 'https://www.example.com.tr/',
      SMTP_URL: 'smtp://mail.local:2525',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      jwtTtlSeconds: 1800,
      mailRetrySeconds: 5,
      siteUrl: 'https://www.example.com.tr',
      smtpUrl: 'smtp://mail.local:2525',
      seedDemo: false,
    });
  });

  it('names every wrong variable instead of falling back silently', () => {
    const problems = problemsOf({
      PORT: 'abc',
      JWT_TTL: 'soon',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'yes',
      SITE_URL: 'not a url',
      SMTP_URL: 'http://mail',
      DATABASE_URL: 'mysql://x',
      RATES_IMPORT_INTERVAL_MIN: '-5',
      JWT_SECRET: 'short',
    });
    for (const name of [
      'PORT',
      'JWT_TTL',
      'LOG_LEVEL',
      'SEED_DEMO',
      'SITE_URL',
      'SMTP_URL',
      'DATABASE_URL',
      'RATES_IMPORT_INTERVAL_MIN',
      'JWT_SECRET',
    ]) {
      expect(
        problems.some((problem) => problem.startsWith(`${name}=`)),
        name,
      ).toBe(true);
    }
    expect(problems.find((problem) => problem.startsWith('PORT='))).toBe(
      'PORT="abc": must be a whole number',
    );
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT="70000": must be at most 65535']);
  });

  it('the server stops at once with that message (PORT=abc is not a silent 3000)', () => {
    const result = spawnSync(process.execPath, [resolve(import.meta.dirname, 'server.ts')], {
      env: { ...process.env, PORT: 'abc', VITEST: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT="abc": must be a whole number');
  });
});

import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { serverLogOptions } from './log-output.ts';

describe('server log output', () => {
  it('writes JSON lines when the output is not a terminal', () => {
    const options = serverLogOptions('info', false);
    expect(options).not.toHaveProperty('transport');
    expect(options).toMatchObject({
      level: 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    });
  });

  it('makes the lines readable with pino-pretty, an installed dependency, when the output is a terminal', () => {
    const options = serverLogOptions('warn', true);
    expect(options).toMatchObject({ level: 'warn', transport: { target: 'pino-pretty' } });
    const transport = (options as { transport: { options: Record<string, unknown> } }).transport;
    const pretty = prettyFactory({ ...transport.options, colorize: false });
    const line = pretty(
      '{"level":40,"time":1795623384254,"pid":1,"hostname":"vm","source":"tcmb","msg":"rates import failed"}',
    );
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: rates import failed \{"source":"tcmb"\}\n$/);
  });
});

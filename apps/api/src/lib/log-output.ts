import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's log options: one JSON object a line (for files, journald and log collectors), or, when
 * the output is a terminal, the same lines made readable by pino-pretty (a worker-thread transport:
 * time, level and message first, then the fields).
 */
export function serverLogOptions(level: string, terminal = Boolean(process.stdout.isTTY)): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(terminal
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}

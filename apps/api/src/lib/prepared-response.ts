import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Encodings offered, best first (the same list @fastify/compress is registered with). */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Smaller bodies are sent as they are (the global compress plugin's threshold). */
const MIN_COMPRESSED_BYTES = 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/**
 * A response body kept for many requests (docs/decisions/0005-prepared-responses.md): its ETag
 * and its brotli and gzip forms are made once, not per request, so a kept answer costs no more
 * than sending bytes. Compressed forms are made on first demand, or all at once by precompress().
 */
export class PreparedBody {
  readonly body: Buffer;
  readonly etag: string;
  #encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(body: Buffer | string) {
    this.body = typeof body === 'string' ? Buffer.from(body) : body;
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url').slice(0, 22)}"`;
  }

  /** Makes every compressed form now (off the request path, e.g. while loading a snapshot). */
  precompress(): this {
    for (const encoding of ENCODINGS) this.#compressed(encoding);
    return this;
  }

  /**
   * Makes every compressed form on libuv's thread pool, so the event loop never waits for it (rendered
   * pages, docs/security.md "Page rendering and caching"): once it resolves, encoded() only picks bytes.
   */
  async precompressAsync(): Promise<this> {
    if (this.body.length < MIN_COMPRESSED_BYTES) return this;
    const [br, gz] = await Promise.all([
      this.#encoded.br ?? brotliAsync(this.body, brotliOptions(this.body.length)),
      this.#encoded.gzip ?? gzipAsync(this.body, { level: 9 }),
    ]);
    this.#encoded.br ??= br;
    this.#encoded.gzip ??= gz;
    return this;
  }

  /** Takes over the compressed forms of an equal body (same ETag) instead of compressing again. */
  adopt(previous: PreparedBody): void {
    if (previous.etag === this.etag) this.#encoded = { ...previous.#encoded, ...this.#encoded };
  }

  /** Whether a compressed form is already made (for tests and metrics). */
  has(encoding: Encoding): boolean {
    return this.#encoded[encoding] !== undefined;
  }

  /** The bytes in the best encoding the Accept-Encoding header allows (q-values honoured). */
  encoded(acceptEncoding: string | string[] | undefined): { body: Buffer; encoding: Encoding | undefined } {
    if (this.body.length < MIN_COMPRESSED_BYTES) return { body: this.body, encoding: undefined };
    const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
    const encoding = header ? negotiate(header.toLowerCase(), [...ENCODINGS]) : null;
    if (!encoding) return { body: this.body, encoding: undefined };
    return { body: this.#compressed(encoding), encoding };
  }

  #compressed(encoding: Encoding): Buffer {
    let bytes = this.#encoded[encoding];
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, brotliOptions(this.body.length))
          : gzipSync(this.body, { level: 9 });
      this.#encoded[encoding] = bytes;
    }
    return bytes;
  }
}

/** If-None-Match against an ETag: a list of tags or `*`, weak tags compared weakly (RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a prepared body: ETag and `Vary: Accept-Encoding` always, 304 without a body when the
 * client holds this version, otherwise the kept bytes in the negotiated encoding. Any other
 * header (type, cache policy) is the caller's. The global compress plugin leaves an encoded
 * reply alone and does not compress an identity one for a client that refused the encodings.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedBody,
  /** Another request header the answer depends on (a page's `cookie`). */
  alsoVary?: string,
) {
  reply
    .header('etag', prepared.etag)
    .header('vary', alsoVary ? `accept-encoding, ${alsoVary}` : 'accept-encoding');
  if (reply.statusCode === 200 && matchesEtag(request.headers['if-none-match'], prepared.etag)) {
    return reply.code(304).send();
  }
  const { body, encoding } = prepared.encoded(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

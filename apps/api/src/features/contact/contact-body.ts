import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { isCleanText } from '../../plugins/clean-text.ts';

/** The whole request body, in any accepted format. */
export const BODY_LIMIT = 16 * 1024;
/** At most this many fields (the form has five: four visible ones and the honeypot). */
export const FIELD_COUNT_LIMIT = 8;
/** Bytes per field value. */
export const FIELD_SIZE_LIMIT = 4 * 1024;

/** @fastify/multipart (busboy) limits: fields only, no files. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: FIELD_SIZE_LIMIT,
  fields: FIELD_COUNT_LIMIT,
  files: 0,
  parts: FIELD_COUNT_LIMIT,
  headerPairs: 20,
};

const problem = (status: number, key: string) => new HttpError(status, key, { errors: [key] });

/** The submitted fields by name (the first value of a repeated name wins). */
export type FormFields = Map<string, unknown>;

/** A body of application/x-www-form-urlencoded (Fastify has no parser of its own for it). */
export function parseUrlEncoded(body: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
  return fields;
}

/** Refuses a body whose declared length is over the limit before any of it is read. */
export async function refuseLargeBody(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT) throw problem(413, 'contact:api.tooLarge');
}

const MULTIPART_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: 'contact:api.filesNotAllowed',
  FST_FIELDS_LIMIT: 'contact:api.tooManyFields',
  FST_PARTS_LIMIT: 'contact:api.tooManyFields',
};

async function readMultipart(request: FastifyRequest): Promise<FormFields> {
  const fields: FormFields = new Map();
  // A chunked body has no declared length: count what arrives and cut the connection past the limit.
  let received = 0;
  let overLimit = false;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > BODY_LIMIT && !overLimit) {
      overLimit = true;
      request.raw.destroy();
    }
  };
  request.raw.on('data', count);
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        part.file.resume();
        throw problem(400, 'contact:api.filesNotAllowed');
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw problem(400, 'contact:api.fieldTooLong');
      if (!fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
    }
  } catch (error) {
    if (overLimit) throw problem(413, 'contact:api.tooLarge');
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    throw problem(400, MULTIPART_ERRORS[code] ?? 'contact:api.unreadable');
  } finally {
    request.raw.off('data', count);
  }
  return fields;
}

/**
 * The fields of a multipart/form-data (the spec's format), urlencoded or JSON body; 400 for files,
 * too many fields, a field over FIELD_SIZE_LIMIT bytes or a body that is not a flat object.
 */
export async function readForm(request: FastifyRequest): Promise<FormFields> {
  if (request.isMultipart()) return readMultipart(request);
  const body: unknown = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw problem(400, 'contact:api.unreadable');
  const entries = Object.entries(body);
  if (entries.length > FIELD_COUNT_LIMIT) throw problem(400, 'contact:api.tooManyFields');
  for (const [, value] of entries)
    if (typeof value === 'string' && Buffer.byteLength(value) > FIELD_SIZE_LIMIT)
      throw problem(400, 'contact:api.fieldTooLong');
  return new Map(entries);
}

/** 400 when any submitted text breaks the shared text rule (NUL, control characters, lone surrogates). */
export function assertCleanText(fields: FormFields) {
  for (const [name, value] of fields)
    if (!isCleanText(name) || (typeof value === 'string' && !isCleanText(value)))
      throw problem(400, 'contact:api.invalidCharacters');
}

/** Bots fill the hidden `website` field; people never see it. */
export function isHoneypotHit(fields: FormFields): boolean {
  const value = fields.get('website');
  if (value === undefined || value === null || value === false) return false;
  return String(value).trim() !== '';
}

/** The schema's input: the four fields (numbers, as some clients send a phone, read as text). */
export function schemaInput(fields: FormFields) {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  };
  return {
    full_name: text('full_name'),
    email: text('email'),
    phone_number: text('phone_number'),
    message: text('message'),
  };
}

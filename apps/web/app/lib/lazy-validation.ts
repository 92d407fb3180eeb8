/*
 * The forms' zod schemas load when a form is first used, never before interaction on a public page
 * (docs/decisions/0010-first-paint.md): zod alone is about 20 KB of brotli JavaScript.
 */

/**
 * A loader for a module of schemas. zod's browser settings (zod-config.ts) run first, since they must
 * precede the building of any schema; the module loader caches both, and a failed load (the network)
 * is tried again on the next use.
 */
export function lazySchemas<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    if (!loading) {
      const started = import('./zod-config.ts').then(load);
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
      loading = started;
    }
    return loading;
  };
}

/**
 * Props for a `<form>`: its first focus (React's onFocus is focusin: every field counts) or press
 * starts loading the schemas, so they are there before Calculate or Send; later events cost nothing.
 */
export function preloadOnFirstUse(load: () => Promise<unknown>): {
  onFocus: () => void;
  onPointerDown: () => void;
} {
  // A failure here is seen (and retried) by the Calculate that needs the module.
  const start = () => void load().catch(() => undefined);
  return { onFocus: start, onPointerDown: start };
}

/** What a form's Calculate found: the parsed input, or the message key of each field (the first issue of each). */
export type Checked<Data, Field extends string> =
  | { ok: true; data: Data }
  | { ok: false; errors: Partial<Record<Field, string>> };

interface SafeParse<Data> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Data }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** Parses with a schema into a {@link Checked}: plain data, so a reducer can take it as its payload. */
export function check<Data, Field extends string>(
  schema: SafeParse<Data>,
  input: unknown,
): Checked<Data, Field> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

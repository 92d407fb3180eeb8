import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects it to: before the "@" and before each dot
 * (docs/requirements/accounts-and-admin.md#console-layout), never in the middle of a name unless a
 * single part is wider than its line.
 */
export function BreakableEmail({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

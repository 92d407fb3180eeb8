/** Our own compass mark. */
export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--color-brand)" />
      <circle cx="16" cy="16" r="11" fill="none" stroke="var(--color-brand-contrast)" strokeWidth="1.5" />
      <path d="M16 6 L19 16 L16 26 L13 16 Z" fill="var(--color-brand-contrast)" />
      <path d="M16 6 L19 16 L13 16 Z" fill="var(--color-focus)" />
    </svg>
  );
}

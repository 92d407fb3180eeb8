/** Our own simplified flag marks for the language switch (decorative; the button carries the label). */
export function FlagTr() {
  return (
    <svg viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="11" cy="10" r="5" fill="#fff" />
      <circle cx="12.3" cy="10" r="4" fill="#e30a17" />
      <path d="M16.2 10 l3.6 -1.2 -2.2 3.1 v-3.8 l2.2 3.1 z" fill="#fff" />
    </svg>
  );
}

export function FlagEn() {
  return (
    <svg viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 L30 20 M30 0 L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 L30 20 M30 0 L0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0 V20 M0 10 H30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0 V20 M0 10 H30" stroke="#c8102e" strokeWidth="3.4" />
    </svg>
  );
}

export function FlagSa() {
  return (
    <svg viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#006c35" />
      <rect x="8" y="6" width="14" height="2.4" rx="1" fill="#fff" />
      <rect x="9" y="12.5" width="12" height="1.2" fill="#fff" />
      <rect x="19.5" y="11.6" width="1.2" height="3" fill="#fff" />
    </svg>
  );
}

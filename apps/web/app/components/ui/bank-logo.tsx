/** A bank's logo as the API serves it; decorative (alt=""), as the bank's name is always beside it. */
export function BankLogo({ bankName, className }: { bankName: string; className?: string }) {
  return (
    <img
      className={className}
      src={`/api/banks/logo/${encodeURIComponent(bankName)}`}
      alt=""
      width={40}
      height={40}
      loading="lazy"
    />
  );
}

import type { SliderBank } from '@pusula/core/contract/content.ts';

/** Placeholder (to be replaced by the content feature): the banks' logo slider. */
export function BankSlider({ banks }: { banks: SliderBank[] }) {
  return (
    <ul>
      {banks.map((bank) => (
        <li key={bank.name}>
          <a href={bank.website} target="_blank" rel="noopener noreferrer">
            {bank.displayName}
          </a>
        </li>
      ))}
    </ul>
  );
}

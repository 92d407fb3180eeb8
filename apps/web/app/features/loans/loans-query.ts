import { ENERGY_CLASSES, type EnergyClass, type VehicleKind } from '@pusula/core/loans/asset-cap-types.ts';
import type { QueryValues } from '../../lib/query-inputs.ts';

/**
 * A loan page's result link (docs/requirements/site-and-pages.md#result-links): `tutar` (whole lira),
 * `vade` (months), the optional asset value `deger` (vehicle/home, dot decimal) and the optional own
 * monthly rate `faiz` (dot decimal), and the asset's details when not the defaults: `arac=yerli-elektrikli`
 * (vehicle kind), `enerji=AB|C` (energy class), `evsahibi=1` (already owns a home). `?tutar=&vade=` is
 * also the borrowing calculator's link here.
 */
export const LOAN_QUERY_NAMES = ['tutar', 'vade', 'deger', 'arac', 'enerji', 'evsahibi', 'faiz'] as const;
export type LoanQueryName = (typeof LOAN_QUERY_NAMES)[number];

/** The loan form's inputs as the store keeps them (amount entry, months, the typed rate). */
export interface LoanQueryInputs {
  amount: string;
  term: string;
  rate: string;
  /** The asset value entry ('' when not given). */
  assetValue: string;
  vehicleKind?: VehicleKind;
  energyClass?: EnergyClass;
  ownsHome?: boolean;
}

const DOMESTIC_ELECTRIC = 'yerli-elektrikli';

export function loanToQuery(inputs: LoanQueryInputs): QueryValues<LoanQueryName> {
  // A rate typed with a decimal comma travels as a dot: the link is language-free (docs/number-format.md).
  return {
    tutar: inputs.amount,
    vade: inputs.term,
    deger: inputs.assetValue,
    arac: inputs.vehicleKind === 'domesticElectric' ? DOMESTIC_ELECTRIC : '',
    enerji: inputs.energyClass === 'AB' || inputs.energyClass === 'C' ? inputs.energyClass : '',
    evsahibi: inputs.ownsHome ? '1' : '',
    faiz: inputs.rate.replace(',', '.'),
  };
}

/** The inputs a link gives; absent names keep the form's defaults. */
export function loanFromQuery(values: QueryValues<LoanQueryName>): Partial<LoanQueryInputs> {
  const inputs: Partial<LoanQueryInputs> = {};
  if (values.tutar !== undefined) inputs.amount = values.tutar;
  if (values.vade !== undefined) inputs.term = values.vade;
  if (values.deger !== undefined) inputs.assetValue = values.deger;
  if (values.arac === DOMESTIC_ELECTRIC) inputs.vehicleKind = 'domesticElectric';
  const energy = ENERGY_CLASSES.find((energyClass) => energyClass === values.enerji);
  if (energy) inputs.energyClass = energy;
  if (values.evsahibi === '1') inputs.ownsHome = true;
  if (values.faiz !== undefined) inputs.rate = values.faiz;
  return inputs;
}

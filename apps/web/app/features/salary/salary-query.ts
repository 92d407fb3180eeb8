import type { EmployerIncentive } from '@pusula/core/salary/salary-month.ts';
import type { SalaryDirection } from '@pusula/core/salary/salary-year.ts';
import type { QueryValues } from '../../lib/query-inputs.ts';

/**
 * The salary page's result link (docs/requirements/site-and-pages.md#result-links): `yon` (brut: gross
 * → net, net: net → gross), `tutar` (the monthly amount, plain digits with an optional '.') and
 * `destek` (yok, diger, imalat: the employer's premium support).
 */
export const SALARY_QUERY_NAMES = ['yon', 'tutar', 'destek'] as const;
export type SalaryQueryName = (typeof SALARY_QUERY_NAMES)[number];

export interface SalaryQueryInputs {
  direction: SalaryDirection;
  amount: string;
  incentive: EmployerIncentive;
}

const DIRECTIONS: Record<string, SalaryDirection> = { brut: 'grossToNet', net: 'netToGross' };
const INCENTIVES: Record<string, EmployerIncentive> = {
  yok: 'none',
  diger: 'other',
  imalat: 'manufacturing',
};
/** A word of the link, looked up among the table's own names only ('constructor' is not one). */
const lookUp = <T extends string>(table: Record<string, T>, word: string | undefined): T | undefined =>
  word !== undefined && Object.hasOwn(table, word) ? table[word] : undefined;
const nameOf = <T extends string>(table: Record<string, T>, value: T) =>
  Object.keys(table).find((name) => table[name] === value) ?? '';

export function salaryToQuery(inputs: SalaryQueryInputs): QueryValues<SalaryQueryName> {
  return {
    yon: nameOf(DIRECTIONS, inputs.direction),
    tutar: inputs.amount,
    destek: nameOf(INCENTIVES, inputs.incentive),
  };
}

/** Unknown words are dropped (the form keeps its own choice). */
export function salaryFromQuery(values: QueryValues<SalaryQueryName>): Partial<SalaryQueryInputs> {
  const inputs: Partial<SalaryQueryInputs> = {};
  const direction = lookUp(DIRECTIONS, values.yon);
  const incentive = lookUp(INCENTIVES, values.destek);
  if (direction) inputs.direction = direction;
  if (incentive) inputs.incentive = incentive;
  if (values.tutar !== undefined) inputs.amount = values.tutar;
  return inputs;
}

import type { LoanType } from '@pusula/core/loans/constants.ts';
import { TOOL_ROUTES } from '@pusula/core/site/routes.ts';

/** The loan types that have their own comparison page (LoanPage). */
const PAGE_LOAN_TYPES: readonly string[] = ['ihtiyac', 'tasit', 'konut'] satisfies LoanType[];

/**
 * The loan type of a loan comparison page's path, or undefined elsewhere. The browser's store starts on
 * it, so the page's first render matches its prerendered HTML (form included) and nothing shifts.
 */
export function loanTypeOfPath(pathname: string): LoanType | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = TOOL_ROUTES.find((route) => route.path === path)?.page;
  return page !== undefined && PAGE_LOAN_TYPES.includes(page) ? (page as LoanType) : undefined;
}

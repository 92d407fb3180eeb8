import type { MarketSiteData } from '@pusula/core/contract/market-history.ts';
import type { Db } from '../../db/client.ts';
import { convertOn, currencyHistory } from './market-history-service.ts';

/** The currency and converter pages' data, read from the history while a page renders. */
export function marketSiteData(db: Db): MarketSiteData {
  return {
    history: (code, range) => currencyHistory(db, code, range),
    convert: (query) => convertOn(db, query),
  };
}

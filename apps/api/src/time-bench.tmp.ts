import { benchHistoryOnEmbeddedStore } from './test/history-bench.ts';
console.log(await benchHistoryOnEmbeddedStore(5));

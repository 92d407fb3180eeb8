/**
 * Test only: a clock that only the throttle's waits move (the rates backfill and its catch-up), and the
 * waits it was asked for: `now` and `sleep` stand in for Date.now and a timer.
 */
export function fakeClock(start = 0) {
  let time = start;
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    sleep: async (ms: number) => {
      waits.push(ms);
      time += ms;
    },
  };
}

/** The settings every load bench reads from its environment, with the defaults the figures were taken at. */
export const benchOptions = {
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  warmUpSeconds: Number(process.env.BENCH_WARM_UP_SECONDS ?? 3),
  kinds: (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[],
};

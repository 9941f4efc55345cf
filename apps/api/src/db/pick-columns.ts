/** The named columns of a row, as they are: for answers that give much of a row unchanged and name only what they convert. */
export function pickColumns<Row extends object, Name extends keyof Row>(row: Row, ...names: Name[]): Pick<Row, Name> {
  const picked = {} as Pick<Row, Name>;
  for (const name of names) picked[name] = row[name];
  return picked;
}

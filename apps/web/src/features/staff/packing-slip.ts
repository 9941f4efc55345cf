/** The paper a packing slip is printed on: A5 for a label printer's tray or half a sheet, A4 for an office printer. */
export const SLIP_SIZES = ['a5', 'a4'] as const;
export type SlipSize = (typeof SLIP_SIZES)[number];

export const slipSizeFrom = (value: string | null): SlipSize => (value === 'a4' ? 'a4' : 'a5');

/** The print rule of the chosen paper: the page's size and a margin most printers can reach. */
export const slipPageRule = (size: SlipSize): string => `@page { size: ${size === 'a4' ? 'A4' : 'A5'} portrait; margin: 10mm; }`;

/** Lines to pack: the order's lines with their quantities, goods first, then gifts and free lines. */
export function linesToPack<T extends { orderProductTypeId: number; amount: number }>(lines: readonly T[]): { lines: T[]; pieces: number } {
  const sorted = [...lines].sort((a, b) => (a.orderProductTypeId === b.orderProductTypeId ? 0 : a.orderProductTypeId < b.orderProductTypeId ? -1 : 1));
  return { lines: sorted, pieces: lines.reduce((sum, line) => sum + line.amount, 0) };
}

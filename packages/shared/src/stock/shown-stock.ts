/** From this many units down, a product's page says how many are left; above, only that it is in stock. */
export const FEW_LEFT = 20;

/**
 * What a product's page shows of a SKU's stock (decision 0071): sold out (0), the figure while few
 * are left, else only that there are more than FEW_LEFT. An order that leaves the same shown
 * stock leaves the page as it was, so the page is kept.
 */
export function shownStock(stock: number): number {
  return stock <= 0 ? 0 : Math.min(stock, FEW_LEFT + 1);
}

/** Whether a page shows this much stock as a figure ("Only 3 left", "From 1 to 3"). */
export const showsFigure = (stock: number): boolean => stock <= FEW_LEFT;

/** What a header dropdown is given: apart from both its button and its lazily loaded menu, so neither imports the other back. */
export interface NavDropdownItem {
  key: string | number;
  label: string;
  to: string;
}

export interface NavDropdownProps {
  label: string;
  items: readonly NavDropdownItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** characters before a label is cut (spec §2 Header) */
  maxLabel: number;
  columns?: 1 | 2;
}

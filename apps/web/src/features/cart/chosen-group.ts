/**
 * The group chosen for buying, remembered in the browser (cart spec §3 cart.chooseTabProductType)
 * so that a reload of the checkout page keeps it. Log-out forgets it with the rest of the cart.
 */
import { CART_CHOICE_STORAGE_KEY } from '../../lib/session-storage';
import { choiceDonationId, GENERAL_CHOICE, parseGroupChoice, type GroupChoice } from './cart-rules';

/** The spec's record: the tab, the radio value, and the donation place when it is one. */
export interface ChooseTabProductType {
  tabProductType: 'normal' | 'donation';
  rdoChooseBuyProduct: GroupChoice;
  donationId: number | null;
  isDonation: boolean;
}

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): ChoiceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function choiceRecord(choice: GroupChoice): ChooseTabProductType {
  const donationId = choiceDonationId(choice);
  return {
    tabProductType: donationId === null ? 'normal' : 'donation',
    rdoChooseBuyProduct: choice,
    donationId,
    isDonation: donationId !== null,
  };
}

/** The remembered choice; the default (nothing remembered, or unreadable) is the normal products. */
export function readChosenGroup(storage: ChoiceStorage | null = browserStorage()): GroupChoice {
  try {
    const raw = storage?.getItem(CART_CHOICE_STORAGE_KEY);
    if (!raw) return GENERAL_CHOICE;
    const record = JSON.parse(raw) as Partial<ChooseTabProductType> | null;
    return parseGroupChoice(record?.rdoChooseBuyProduct) ?? GENERAL_CHOICE;
  } catch {
    return GENERAL_CHOICE;
  }
}

export function rememberChosenGroup(choice: GroupChoice | null, storage: ChoiceStorage | null = browserStorage()): void {
  try {
    if (choice === null) storage?.removeItem(CART_CHOICE_STORAGE_KEY);
    else storage?.setItem(CART_CHOICE_STORAGE_KEY, JSON.stringify(choiceRecord(choice)));
  } catch {
    // not remembered when storage is blocked: the page still works, a reload starts from the default
  }
}

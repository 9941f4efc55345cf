/** A promotion an order earned, named as it was when the order was placed (the cart names them the same way). */
export interface AppliedPromotionName {
  id: number;
  nameTh: string;
  nameEn: string;
}

/** Header and mobile-menu links besides the catalog menus (labels are i18n keys). */
export const NAV_LINKS = [
  { to: '/promotion', labelKey: 'header.promotion' },
  // the bar has room for it from lg; below, the mobile menu (under md) and the footer carry it
  { to: '/content', labelKey: 'header.content', barFromLg: true },
  { to: '/how-to-order', labelKey: 'header.howToOrder' },
  { to: '/about-us', labelKey: 'header.aboutUs' },
  // members only: a visitor reaches the account shell's sign-in prompt and comes back here after it
  { to: '/user/purchase/tracking', labelKey: 'header.tracking' },
] as const;

/** Footer info links. */
export const INFO_LINKS = [
  { to: '/content', labelKey: 'footer.links.content' },
  { to: '/privileges', labelKey: 'footer.links.privileges' },
  { to: '/about-us', labelKey: 'footer.links.aboutUs' },
  { to: '/how-to-order', labelKey: 'footer.links.howToOrder' },
  { to: '/terms-conditions', labelKey: 'footer.links.terms' },
  { to: '/international', labelKey: 'footer.links.international' },
  { to: '/about-us#contact-us-section', labelKey: 'footer.links.contactUs' },
] as const;

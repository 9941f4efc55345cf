import { lazyPopup } from '../../../ui/lazy-popup';
import type { NavDropdownProps } from './nav-dropdown-props';

// the menu itself (Radix's) is not in the first load: it comes when the page is idle or the button is reached
const NavDropdownMenu = lazyPopup(async () => (await import('./nav-dropdown-menu')).NavDropdownMenu, 'menu');

/** A header menu button that opens a list of links; arrow keys move, Escape closes. */
export function NavDropdown(props: NavDropdownProps) {
  return (
    <NavDropdownMenu
      {...props}
      trigger={{
        className:
          'group inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-semibold text-white hover:bg-white/10 data-[state=open]:bg-white/15',
        children: (
          <>
            {props.label}
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-data-[state=open]:rotate-180" fill="currentColor">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
            </svg>
          </>
        ),
      }}
    />
  );
}

import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { whenIdle } from '../lib/when-idle';

/** How the shopper asked for a popup before its code had arrived. */
export type OpenedBy = 'pointer' | 'keyboard';

/** The trigger's look: the same button before the popup's code arrives and after. */
export interface PopupTriggerLook {
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** What a popup loaded through `lazyPopup` is given besides its own props. */
export interface LazyPopupParts {
  /** its trigger's look */
  trigger: PopupTriggerLook;
  /** its trigger's ref (a stand-in that had focus hands it there) */
  triggerRef: Ref<HTMLButtonElement>;
  /** the trigger was pressed before the code arrived: open at once (from the keyboard, on the first item) */
  openAtOnce: OpenedBy | null;
}

/**
 * After a press that did not end in a click on the stand-in (the pointer let go elsewhere), how
 * long the stand-in stays: a tap's click comes a moment after the finger leaves the glass.
 */
const PRESS_RELEASE_MS = 300;

/**
 * A header popup whose code (Radix and the popup's content) is not part of the page's first load.
 * Until it has arrived, the server, the first draw in the browser and the page without JavaScript
 * show a stand-in: a plain button drawn from the same look and name as the popup's own trigger.
 * The code is fetched when the browser is first idle, or as soon as a pointer, a finger or focus
 * reaches the stand-in; a press meanwhile (click, Enter, Space, ArrowDown for a menu) opens the
 * popup when it arrives, and a stand-in that had focus hands it to the real trigger.
 */
export function lazyPopup<P extends object>(load: () => Promise<ComponentType<P & LazyPopupParts>>, haspopup: 'menu' | 'dialog') {
  let loaded: ComponentType<P & LazyPopupParts> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function preload(): Promise<void> {
    loading ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      // a failed fetch (the line dropped) is tried again on the next idle moment or touch
      () => {
        loading = null;
      },
    );
    return loading;
  }

  function LazyPopup(props: P & { trigger: PopupTriggerLook }) {
    // Always the stand-in at first, as the server drew it, so hydration finds it again. The swap
    // is a transition: React draws the popup's closed trigger in slices between the page's other
    // work instead of in one long task, and the stand-in works until the swap is done.
    const [Popup, setPopup] = useState<ComponentType<P & LazyPopupParts> | null>(null);
    const [openAtOnce, setOpenAtOnce] = useState<OpenedBy | null>(null);
    // a pointer held down on the stand-in: replacing the button under it would lose its click
    const [pressed, setPressed] = useState(false);
    const standInFocused = useRef(false);
    const triggerRef = useRef<HTMLButtonElement>(null);
    const shown = Popup !== null && !pressed;

    useEffect(() => {
      const show = () => startTransition(() => setPopup(() => loaded));
      if (loaded) show();
      else listeners.add(show);
      const cancelIdle = whenIdle(() => void preload());
      return () => {
        listeners.delete(show);
        cancelIdle();
      };
    }, []);

    useEffect(() => {
      if (!pressed) return;
      let timer: number | undefined;
      const release = () => {
        timer ??= window.setTimeout(() => setPressed(false), PRESS_RELEASE_MS);
      };
      window.addEventListener('pointerup', release);
      window.addEventListener('pointercancel', release);
      return () => {
        window.removeEventListener('pointerup', release);
        window.removeEventListener('pointercancel', release);
        window.clearTimeout(timer);
      };
    }, [pressed]);

    useLayoutEffect(() => {
      // the stand-in left with the focus (the browser drops it on the page): the trigger takes it
      const dropped = document.activeElement === null || document.activeElement === document.body;
      if (shown && standInFocused.current && dropped) triggerRef.current?.focus({ preventScroll: true });
    }, [shown]);

    if (shown) return <Popup {...props} triggerRef={triggerRef} openAtOnce={openAtOnce} />;

    const ask = (by: OpenedBy) => {
      setOpenAtOnce(by);
      setPressed(false);
      void preload();
    };
    const { className, children } = props.trigger;
    return (
      <button
        type="button"
        aria-haspopup={haspopup}
        aria-expanded={false}
        aria-label={props.trigger['aria-label']}
        data-state="closed"
        className={className}
        onPointerEnter={() => void preload()}
        onTouchStart={() => void preload()}
        onFocus={() => {
          standInFocused.current = true;
          void preload();
        }}
        onBlur={() => {
          standInFocused.current = false;
        }}
        onPointerDown={(event) => {
          if (event.button === 0) setPressed(true);
          void preload();
        }}
        // a click from Enter or Space has no pointer behind it (detail 0)
        onClick={(event) => ask(event.detail === 0 ? 'keyboard' : 'pointer')}
        onKeyDown={(event) => {
          // Space clicks on key-up, which the real trigger would miss if it arrived in between
          if (event.key === ' ' || (haspopup === 'menu' && event.key === 'ArrowDown')) {
            event.preventDefault();
            ask('keyboard');
          }
        }}
      >
        {children}
      </button>
    );
  }
  return Object.assign(LazyPopup, { preload });
}

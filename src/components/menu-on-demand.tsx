/**
 * A menu whose code (the menu machine and its positioning, about 19 KB gzip) is not on the first
 * load of the pages that show it (the user menu, the collapsed sidebar's group menus). Its trigger
 * renders at once. The code is fetched once the browser is idle after the first paint, or as soon
 * as the user points at or focuses the trigger. A click that comes before the code opens the menu
 * when it arrives; the focus stays on the trigger; a fetch that fails says so, and the next click
 * tries again.
 */
import { cloneElement, useEffect, useRef, useState, type ComponentType, type ReactElement, type Ref } from 'react';
import { shellVi } from '../i18n/shell';
import { toaster } from './toaster';

/** The loaded menu: it wraps `trigger` in its own trigger and renders its content. */
export type MenuPart<P> = ComponentType<P & { trigger: ReactElement }>;

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 4_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(handle);
};

export function menuOnDemand<P extends object>(load: () => Promise<MenuPart<P>>) {
  let part: MenuPart<P> | undefined;
  let pending: Promise<MenuPart<P>> | undefined;
  const fetchPart = () =>
    (pending ??= load().then(
      (loaded) => (part = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  return function MenuOnDemand(props: P & { trigger: ReactElement<TriggerProps> }) {
    const [Part, setPart] = useState(() => part);
    const triggerRef = useRef<HTMLElement>(null);
    // What the user did before the code arrived: focused the trigger, or clicked it.
    const intent = useRef<'none' | 'focus' | 'open'>('none');

    // Fetches the code; `loud` when a click asked for the menu, which then hears of a failure.
    const fetchNow = (loud = false) =>
      fetchPart().then(
        (loaded) => setPart(() => loaded),
        () => {
          // A head start (idle, pointing, focus) that failed stays quiet.
          if (!loud) return;
          intent.current = 'none';
          toaster.create({ type: 'error', title: shellVi.errors.menuFailed, duration: 8_000 });
        },
      );

    useEffect(() => {
      if (Part) return;
      return whenIdle(() => fetchNow());
      // Once per mount: fetchNow only reads refs and the module's state.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useEffect(() => {
      if (!Part) return;
      // The trigger the user reached is now the loaded menu's own: give it what they asked for.
      if (intent.current === 'open') triggerRef.current?.click();
      else if (intent.current === 'focus') triggerRef.current?.focus();
      intent.current = 'none';
    }, [Part]);

    const { trigger, ...rest } = props;
    if (Part) return <Part {...(rest as P)} trigger={cloneElement(trigger, { ref: triggerRef })} />;
    return cloneElement(trigger, {
      ref: triggerRef,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => fetchNow(),
      // A press that began before the code arrived is a click on the menu, even when the code lands
      // between the press and its release (the click then has no single target to go to).
      onPointerDown: () => {
        intent.current = 'open';
      },
      onFocus: () => {
        if (intent.current === 'none') intent.current = 'focus';
        fetchNow();
      },
      onBlur: () => {
        if (intent.current === 'focus') intent.current = 'none';
      },
      onClick: () => {
        intent.current = 'open';
        fetchNow(true);
      },
    });
  };
}

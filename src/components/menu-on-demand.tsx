/**
 * A menu whose code loads when it is first used (issue 16). The header's account menu and the
 * collapsed sidebar's group menus are on every signed-in page, and Ark's menu with its positioning
 * (floating-ui) is about 15 KB gzip that a till's first load does not need. Until the menu is
 * first opened its button is drawn without the menu: the same button, saying that it opens a
 * menu. Its code is fetched when the pointer or the focus reaches the button; pressed, once the
 * code is there, the real menu mounts in the button's place and is opened the way the button was
 * pressed (a click, or Enter or Space from the keyboard, which puts the focus on the first item),
 * and it stays mounted from then on. If the code cannot be fetched, a toast says so, with a retry.
 */
import { useLayoutEffect, useState, type ComponentType, type MouseEvent, type RefObject } from 'react';
import { shellVi } from '../i18n/shell';
import { toaster } from './toaster';

/** How the button was pressed: with a pointer, or from the keyboard (a click with no detail). */
export type OpenedWith = 'pointer' | 'keyboard';

/** What the button says and does until the menu's code is there. */
export interface MenuButtonProps {
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

export function menuOnDemand<P extends object>(
  load: () => Promise<ComponentType<P & { openedWith: OpenedWith }>>,
  Button: ComponentType<P & MenuButtonProps>,
) {
  let Menu: ComponentType<P & { openedWith: OpenedWith }> | null = null;
  let loading: Promise<unknown> | null = null;
  // One fetch at a time; a failed one is forgotten, so the next press tries again.
  const fetchMenu = () =>
    (loading ??= load().then(
      (component) => (Menu = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const preload = () => void fetchMenu().catch(() => undefined);
  return function MenuOnDemand(props: P) {
    const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
    // The real menu mounts only once its code is there, so that it opens on a button in the page.
    if (openedWith && Menu) return <Menu {...props} openedWith={openedWith} />;
    const press = (how: OpenedWith) =>
      fetchMenu().then(
        () => setOpenedWith(how),
        () =>
          toaster.create({
            type: 'error',
            title: shellVi.errors.partFailed,
            action: { label: shellVi.errors.tryAgain, onClick: () => void press(how) },
          }),
      );
    return (
      <Button
        {...props}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => void press(event.detail === 0 ? 'keyboard' : 'pointer')}
      />
    );
  };
}

/**
 * In the real menu, once mounted: opens it as its stand-in button was pressed, through its own
 * trigger, so that the menu moves the focus as it does when opened that way.
 */
export function useOpenOnMount(trigger: RefObject<HTMLButtonElement | null>, openedWith: OpenedWith): void {
  useLayoutEffect(() => {
    const button = trigger.current;
    if (!button) return;
    button.focus();
    if (openedWith === 'keyboard')
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    else button.click();
    // Once, on mount: later presses go to the menu itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

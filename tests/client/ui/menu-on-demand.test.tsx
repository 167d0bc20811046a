/**
 * A menu whose code loads on first use (src/components/menu-on-demand.tsx): the button says it
 * opens a menu; pressed before the code is there, the menu opens once it arrives; when the code
 * cannot be fetched, a toast says so and its retry opens the menu.
 */
import { ChakraProvider, Menu, Portal } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useRef, type ButtonHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { menuOnDemand, useOpenOnMount, type OpenedWith } from '../../../src/components/menu-on-demand';
import { AppToaster, toaster } from '../../../src/components/toaster';
import { system } from '../../../src/components/ui/system';

// jsdom lays nothing out, so it has no ResizeObserver; menus position with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const Trigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function Trigger(props, ref) {
  return (
    <button ref={ref} type="button" {...props}>
      Thao tác
    </button>
  );
});

function RealMenu({ openedWith }: { openedWith: OpenedWith }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(trigger, openedWith);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Trigger ref={trigger} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="print">In lại</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function renderMenu(load: () => Promise<typeof RealMenu>) {
  toaster.remove();
  const OnDemand = menuOnDemand<object>(load, (props) => <Trigger {...props} />);
  render(
    <ChakraProvider value={system}>
      <OnDemand />
      <AppToaster />
    </ChakraProvider>,
  );
}

describe('a menu on demand', () => {
  it('says it opens a menu, and opens once its code arrives after the press', async () => {
    let arrive = () => {};
    renderMenu(() => new Promise((resolve) => (arrive = () => resolve(RealMenu))));
    const button = screen.getByRole('button', { name: 'Thao tác' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.queryByRole('menuitem')).toBeNull();
    arrive();
    expect(await screen.findByRole('menuitem', { name: 'In lại' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thao tác' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when its code cannot be fetched, and its retry opens the menu', async () => {
    let online = false;
    renderMenu(() => (online ? Promise.resolve(RealMenu) : Promise.reject(new Error('offline'))));
    // The fetch on hover fails quietly; the press says so.
    await userEvent.click(screen.getByRole('button', { name: 'Thao tác' }));
    const toast = await screen.findByText(
      'Không tải được phần này của trang. Hãy kiểm tra kết nối mạng rồi bấm Thử lại.',
    );
    expect(screen.queryByRole('menuitem')).toBeNull();
    online = true;
    const group = toast.closest('[data-scope=toast][data-part=root]') as HTMLElement;
    await userEvent.click(within(group).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('menuitem', { name: 'In lại' })).toBeInTheDocument();
  });
});

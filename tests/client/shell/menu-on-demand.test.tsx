import { Button, ChakraProvider, Menu, Portal } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { menuOnDemand, type MenuPart } from '../../../src/components/menu-on-demand';
import { toaster } from '../../../src/components/toaster';
import { system } from '../../../src/components/ui/system';

function ListPart({ label, trigger }: { label: string; trigger: ReactElement }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="one">{label}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

// jsdom lays nothing out, so it has no ResizeObserver; menus position with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

type Loader = () => Promise<MenuPart<{ label: string }>>;

/** A load the test releases by hand, so it can act before the menu's code arrives. */
function heldLoad() {
  let arrive: () => void = () => undefined;
  const load = vi.fn<Loader>(() => new Promise((resolve) => (arrive = () => resolve(ListPart))));
  return { load, arrive: () => act(arrive) };
}

function renderMenu(load: Loader) {
  const List = menuOnDemand(load);
  render(
    <ChakraProvider value={system}>
      <List label="Tài khoản" trigger={<Button>Người dùng</Button>} />
      <Button>Nút khác</Button>
    </ChakraProvider>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Người dùng' });

describe('a menu whose code loads on demand', () => {
  it('renders its trigger before the code, fetches on pointing, and a click opens it when the code arrives', async () => {
    const { load, arrive } = heldLoad();
    renderMenu(load);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(trigger());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menuitem')).toBeNull();
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Tài khoản' })).toBeInTheDocument();
  });

  it('keeps the keyboard focus on the trigger when its code arrives, and does not open uninvited', async () => {
    const { load, arrive } = heldLoad();
    renderMenu(load);
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('menuitem')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Tài khoản' })).toBeInTheDocument();
  });

  it('does not take the focus back when the user moved on before the code arrived', async () => {
    const { load, arrive } = heldLoad();
    renderMenu(load);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Nút khác' })).toHaveFocus();
    await arrive();
    expect(screen.getByRole('button', { name: 'Nút khác' })).toHaveFocus();
  });

  it('says in Vietnamese when a press cannot fetch the code, and the next press tries again', async () => {
    const toast = vi.spyOn(toaster, 'create');
    let offline = true;
    const load = vi.fn<Loader>(() =>
      offline
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(ListPart),
    );
    renderMenu(load);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Không mở được menu này. Hãy kiểm tra kết nối mạng rồi thử lại.' }),
      ),
    );
    expect(toast).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menuitem')).toBeNull();
    offline = false;
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Tài khoản' })).toBeInTheDocument();
  });

  it('fetches its code once the browser is idle, without being asked', async () => {
    const { load } = heldLoad();
    vi.useFakeTimers();
    try {
      renderMenu(load);
      expect(load).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

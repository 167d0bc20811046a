import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from '../../../src/components/form-dialog';
import { system } from '../../../src/components/ui/system';

function renderDialog(onClose: () => void) {
  render(
    <ChakraProvider value={system}>
      <p>Trang phía sau</p>
      <FormDialog open title="Thêm khách hàng" submitLabel="Lưu" onSubmit={vi.fn()} onClose={onClose}>
        <input aria-label="Họ và tên" />
      </FormDialog>
    </ChakraProvider>,
  );
}
const question = () => screen.queryByRole('alertdialog', { name: 'Bỏ nội dung đã nhập?' });

describe('a form dialog', () => {
  it('stays open with what was typed when the page behind it is tapped; Cancel closes it', async () => {
    const onClose = vi.fn();
    renderDialog(onClose);
    const name = await screen.findByRole('textbox', { name: 'Họ và tên' });
    await userEvent.type(name, 'Nguyễn Lan');
    const behind = screen.getByText('Trang phía sau');
    fireEvent.pointerDown(behind);
    fireEvent.pointerUp(behind);
    fireEvent.click(behind);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveValue('Nguyễn Lan');

    await userEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });

  it('closes on Escape at once while nothing was typed', async () => {
    const onClose = vi.fn();
    renderDialog(onClose);
    await screen.findByRole('textbox', { name: 'Họ và tên' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });

  it('asks before Escape throws away what was typed; keeping goes on typing, discarding closes', async () => {
    const onClose = vi.fn();
    renderDialog(onClose);
    const name = await screen.findByRole('textbox', { name: 'Họ và tên' });
    await userEvent.type(name, 'Nguyễn Lan');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Bỏ nội dung đã nhập?' });
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Tiếp tục nhập' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(name).toHaveValue('Nguyễn Lan');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Bỏ nội dung đã nhập?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Bỏ và đóng' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

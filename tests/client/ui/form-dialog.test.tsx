import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from '../../../src/components/form-dialog';
import { system } from '../../../src/components/ui/system';

describe('a form dialog', () => {
  it('stays open with what was typed when the page behind it is tapped; Cancel and Escape close it', async () => {
    const onClose = vi.fn();
    render(
      <ChakraProvider value={system}>
        <p>Trang phía sau</p>
        <FormDialog open title="Thêm khách hàng" submitLabel="Lưu" onSubmit={vi.fn()} onClose={onClose}>
          <input aria-label="Họ và tên" />
        </FormDialog>
      </ChakraProvider>,
    );
    const name = await screen.findByRole('textbox', { name: 'Họ và tên' });
    await userEvent.type(name, 'Nguyễn Lan');
    const behind = screen.getByText('Trang phía sau');
    fireEvent.pointerDown(behind);
    fireEvent.pointerUp(behind);
    fireEvent.click(behind);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveValue('Nguyễn Lan');

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

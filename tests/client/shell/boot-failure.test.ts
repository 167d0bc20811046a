import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showBootFailure } from '../../../src/components/boot-failure';

describe('a boot that fails before the first render', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('replaces the splash with a Vietnamese message and a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    root.innerHTML = '<div class="boot" role="status"><h1>PharmaTill</h1><p>Đang tải…</p></div>';
    document.body.append(root);
    const reload = vi.fn();
    showBootFailure(root, new Error('createSystem failed'), reload);
    expect(screen.queryByText('Đang tải…')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Không mở được ứng dụng. Vui lòng tải lại trang.');
    expect(console.error).toHaveBeenCalledWith(new Error('createSystem failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Tải lại trang' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

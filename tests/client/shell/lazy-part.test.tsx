import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart } from '../../../src/components/lazy-part';
import { system } from '../../../src/components/ui/system';

function Greeting({ name }: { name: string }) {
  return <p>Xin chào {name}</p>;
}

describe('a part of a page whose code loads on demand', () => {
  it('shows its placeholder, then the part with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Part = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), <p>đang chờ</p>);
    render(
      <ChakraProvider value={system}>
        <Part name="An" />
      </ChakraProvider>,
    );
    expect(screen.getByText('đang chờ')).toBeInTheDocument();
    arrive(Greeting);
    expect(await screen.findByText('Xin chào An')).toBeInTheDocument();
  });

  it('says in Vietnamese when its code cannot be fetched, keeps the rest of the page, and loads on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load, <p>đang chờ</p>);
    render(
      <ChakraProvider value={system}>
        <p>Giỏ hàng giữ nguyên</p>
        <Part name="Bình" />
      </ChakraProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không tải được phần này của trang. Hãy kiểm tra kết nối mạng rồi bấm Thử lại.',
    );
    expect(screen.getByText('Giỏ hàng giữ nguyên')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Xin chào Bình')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

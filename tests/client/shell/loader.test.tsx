import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { CHUNK_LOAD_TIMEOUT_MS, FullPageLoader } from '../../../src/components/full-page-loader';
import { system } from '../../../src/components/ui/system';

describe('the full-page loading screen (SPEC §2, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a progress bar, and after the 120 s chunk timeout offers a reload', () => {
    vi.useFakeTimers();
    render(
      <ChakraProvider value={system}>
        <FullPageLoader />
      </ChakraProvider>,
    );
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(screen.getByText('Đang tải…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải lại trang' })).toBeNull();

    act(() => vi.advanceTimersByTime(119_000));
    expect(screen.queryByRole('button', { name: 'Tải lại trang' })).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeInTheDocument();
    expect(screen.getByText(/Trang tải quá lâu/)).toBeInTheDocument();
  });
});

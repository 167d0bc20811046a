/**
 * The first catalogue load's bar: counts once the server has said how many records come, and no
 * "0 / 0" before that.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogLoadProgress } from '../../../src/components/sync/catalog-progress';
import { system } from '../../../src/components/ui/system';
import { setSyncState } from '../../../src/till/sync-status';

afterEach(() => setSyncState({ firstLoad: null }));

describe('the catalogue load bar', () => {
  it('runs without counts until the total is known, then counts', () => {
    setSyncState({ firstLoad: { done: 0, total: 0 } });
    render(
      <ChakraProvider value={system}>
        <CatalogLoadProgress />
      </ChakraProvider>,
    );
    const bar = screen.getByTestId('catalog-progress');
    expect(bar).toHaveTextContent('Đang tải danh mục sản phẩm về máy…');
    expect(bar).not.toHaveTextContent('0 / 0');
    act(() => setSyncState({ firstLoad: { done: 1_500, total: 12_000 } }));
    expect(bar).toHaveTextContent('Đang tải danh mục sản phẩm về máy: 1.500 / 12.000 bản ghi');
  });

  it('is not there when no load is under way', () => {
    setSyncState({ firstLoad: null });
    render(
      <ChakraProvider value={system}>
        <CatalogLoadProgress />
      </ChakraProvider>,
    );
    expect(screen.queryByTestId('catalog-progress')).toBeNull();
  });
});

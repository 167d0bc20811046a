/** A product of the till database with its units and lots, for a cart line's pickers. */
import { useEffect, useState } from 'react';
import { lotsByProduct, sellableProduct } from '../../db/pos-catalog';
import type { SellableProduct } from '../../domain/cart-types';
import type { StockLot } from '../../domain/lots';
import { currentTill } from '../../sync/till-sync';

export function useProduct(
  productId: string,
  withLots: boolean,
): { product: SellableProduct | null; lots: StockLot[] } {
  const [state, setState] = useState<{ product: SellableProduct | null; lots: StockLot[] }>({
    product: null,
    lots: [],
  });
  useEffect(() => {
    const db = currentTill()?.db;
    if (!db) return;
    let live = true;
    void Promise.all([
      sellableProduct(db, productId),
      withLots ? lotsByProduct(db, [productId]) : Promise.resolve(new Map<string, StockLot[]>()),
    ]).then(([product, lots]) => {
      if (live) setState({ product, lots: lots.get(productId) ?? [] });
    });
    return () => {
      live = false;
    };
  }, [productId, withLots]);
  return state;
}

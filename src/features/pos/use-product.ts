/** A product of the till session's database with its units and lots, for a cart line's pickers. */
import { useEffect, useState } from 'react';
import { lotsByProduct, sellableProduct } from '../../db/pos-catalog';
import type { SellableProduct } from '../../domain/cart-types';
import type { StockLot } from '../../domain/lots';
import type { TillSession } from '../../till/session';

export function useProduct(
  session: TillSession,
  productId: string,
  withLots: boolean,
): { product: SellableProduct | null; lots: StockLot[] } {
  const [state, setState] = useState<{ product: SellableProduct | null; lots: StockLot[] }>({
    product: null,
    lots: [],
  });
  useEffect(() => {
    let live = true;
    void Promise.all([
      sellableProduct(session.db, productId),
      withLots ? lotsByProduct(session.db, [productId]) : Promise.resolve(new Map<string, StockLot[]>()),
    ]).then(([product, lots]) => {
      if (live) setState({ product, lots: lots.get(productId) ?? [] });
    });
    return () => {
      live = false;
    };
  }, [session, productId, withLots]);
  return state;
}

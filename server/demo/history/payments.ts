/** How the demo shop's customers pay: the sums they hand over and the methods they choose. */
import { type Rng, intBetween } from '../../../scripts/demo-data/prng';
import type { PaymentArgs } from '../../../src/domain/pos-schemas';
import type { History } from './model';

/** What a customer hands over in cash for `due`: the exact sum or the next round note. */
function tendered(rng: Rng, due: number): number {
  if (rng() < 0.3) return due;
  const notes = [10_000, 50_000, 100_000, 200_000, 500_000].filter((n) => n >= due / 10);
  const note = notes[Math.min(notes.length - 1, Math.floor(rng() * 3))] ?? 500_000;
  return Math.ceil(due / note) * note;
}

/** How a demo customer pays `due` (negative: cash back): mostly cash, then VietQR, card, e-wallet, or split. */
export function payFor(h: History, due: number, code: string): PaymentArgs[] {
  const { rng } = h;
  if (due === 0) return [];
  if (due < 0) return [{ id: h.uuid(), method: 'cash', amount: due, reference: null }];
  const r = rng();
  const reference = (prefix: string) => `${prefix}${code.replace(/\D/g, '')}`;
  if (r < 0.55) return [{ id: h.uuid(), method: 'cash', amount: tendered(rng, due), reference: null }];
  if (r < 0.83) return [{ id: h.uuid(), method: 'bank_transfer', amount: due, reference: reference('VQR') }];
  if (r < 0.94)
    return [{ id: h.uuid(), method: 'card', amount: due, reference: `POS ${intBetween(rng, 100000, 999999)}` }];
  if (r < 0.97) return [{ id: h.uuid(), method: 'e_wallet', amount: due, reference: reference('MOMO') }];
  // Split: what is in the wallet in cash, the rest by VietQR transfer.
  const cash = Math.min(due - 1_000, Math.floor((due * (0.2 + rng() * 0.5)) / 10_000) * 10_000);
  if (cash <= 0) return [{ id: h.uuid(), method: 'cash', amount: tendered(rng, due), reference: null }];
  return [
    { id: h.uuid(), method: 'cash', amount: cash, reference: null },
    { id: h.uuid(), method: 'bank_transfer', amount: due - cash, reference: reference('VQR') },
  ];
}

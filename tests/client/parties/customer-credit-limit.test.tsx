/**
 * The customer's credit limit is the admin's to set: the admin's customer form has it, with what
 * an empty field means; a cashier's has no such field (the server refuses a change from them too).
 */
import { screen } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import { CustomerFormPage } from '../../../src/features/customers/customer-form';
import { tillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

// The page's requests reach a stand-in on loopback, which answers 404, rather than the network.
useApiServer();

function renderForm() {
  const db = new TillDb(uuidv7());
  renderAt('/customers/create', () => (
    <TillSessionProvider session={tillSession(db, { search: new ProductSearch(db) })}>
      <CustomerFormPage />
    </TillSessionProvider>
  ));
}

describe('the credit limit on the customer form', () => {
  it('is there for the admin, with what an empty field means', async () => {
    signIn({ roles: ['admin'] });
    renderForm();
    expect(await screen.findByText('Hạn mức nợ')).toBeInTheDocument();
    expect(screen.getByText('Số tiền khách được nợ tối đa khi mua ghi nợ. Để trống nếu không giới hạn.')).toBeVisible();
  });

  it('is not on a cashier’s form', async () => {
    signIn({ roles: ['cashier'] });
    renderForm();
    await screen.findByText('Sức khỏe và ghi chú');
    expect(screen.queryByText('Hạn mức nợ')).toBeNull();
  });
});

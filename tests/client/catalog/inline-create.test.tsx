/**
 * The inline create bar of the master-data lists (specializations, tags, units…): an empty required
 * name gets the app's Vietnamese message under the field, not the browser's own bubble, and
 * nothing is sent.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SpecializationsPage } from '../../../src/features/doctors/specializations-page';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const user = userEvent.setup({ delay: null });
const api = useApiServer();
beforeEach(() => signIn());

describe('creating a specialization inline', () => {
  it('says the name is needed under the field, with no browser bubble', async () => {
    api.on('GET specializations', { body: { data: [], meta: { page: 1, page_size: 20, total: 0 } } });
    renderAt('/specializations', () => <SpecializationsPage search={{}} onSearchChange={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Thêm chuyên khoa' }));
    const name = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(name.form?.noValidate).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc.')).toBeVisible();
    await waitFor(() => expect(api.calls('POST specializations')).toHaveLength(0));
  });
});

/**
 * A whole sale with the keyboard only, as a cashier at the counter, on a 1280×800 desktop and a
 * 1024×768 tablet: open the register, scan a barcode with no field focused, change the quantity
 * (+, F4) and the unit (F6), pay cash (F9, the amount, Enter), confirm (F9), print (F9) and start
 * the next sale (Enter); then a sale of a prescription-only drug, its prescription typed after
 * Alt+R and a discount after Alt+G, and the other dialogs' keys. After each step the focus is where the next one starts, a screenshot is
 * taken (.tmp/screens/kb-<width>-<step>.png) and no text on the till is cut off.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, logIn, newContext } from './browser';
import { ROOT, startServer, type RunningServer } from './server';

const CASHIER = { email: 'thungan@demo.pharmatill.vn', password: 'Demo@12345' };
const SCREENS = path.join(ROOT, '.tmp', 'screens');
const PANADOL = { name: 'Panadol 500mg', barcode: '8935034011017' };
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;

const money = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
const line = () => page.locator(`[data-testid=cart-line][data-product="${PANADOL.name}"]`);
const quantity = () => line().locator('input[name=line-quantity]').inputValue();

/** What has the focus: 'body', or the element's name or test id. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return element.getAttribute('name') ?? element.getAttribute('data-testid') ?? element.tagName;
  });

/**
 * Texts of the till that do not fit where they are shown: cut by an overflow, an ellipsis or a
 * line clamp, spilling out of their button, or a placeholder longer than its field. Also a page
 * wider than the window.
 */
function unfitTexts(): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push('the page scrolls sideways');
    const canvas = document.createElement('canvas').getContext('2d')!;
    const scope = document.querySelectorAll<HTMLElement>(
      '[data-testid=pos-page] *, [role=dialog] *, [data-scope=toast] *',
    );
    for (const element of scope) {
      if (!element.offsetParent && getComputedStyle(element).position !== 'fixed') continue;
      const style = getComputedStyle(element);
      const text = (element.textContent ?? '').trim().slice(0, 60);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      if (text && clipsX && element.scrollWidth > element.clientWidth + 1 && element.children.length === 0)
        found.push(`cut across: «${text}»`);
      if (text && clamped && element.scrollHeight > element.clientHeight + 1) found.push(`clamped: «${text}»`);
      if (element.tagName === 'BUTTON') {
        // The contents' own box against the button's inner room (centred contents spill both ways).
        const range = document.createRange();
        range.selectNodeContents(element);
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (range.getBoundingClientRect().width > room + 1) found.push(`squeezed in its button: «${text}»`);
      }
      if (element instanceof HTMLInputElement && element.placeholder && !element.value) {
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (canvas.measureText(element.placeholder).width > room + 1)
          found.push(`placeholder cut: «${element.placeholder}»`);
      }
    }
    return found;
  });
}

async function look(width: number, step: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS, `kb-${width}-${step}.png`) });
  expect({ step, width, unfit: await unfitTexts() }).toEqual({ step, width, unfit: [] });
}

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  context = await newContext(browser, server.url, SIZES[0]);
  // The print dialog of headless Chromium returns at once; count the prints it was asked for.
  await context.addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.addEventListener('beforeprint', () => (window as unknown as { prints: number }).prints++);
  });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('a sale with the keyboard only', () => {
  it('opens the register from the keyboard', async () => {
    await logIn(page, CASHIER);
    await page.goto('/pos');
    await page.getByTestId('register-open').waitFor({ timeout: 90_000 });
    expect(await focused()).toBe('opening-cash');
    await page.keyboard.type('500000');
    await look(SIZES[0]!.width, 'register-open');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('register-state').textContent()).toBe('Ca đang mở');
    expect(await focused()).toBe('body');

    // F2 finds the product once the catalogue is on the till; Esc leaves the box.
    await page.keyboard.press('F2');
    expect(await focused()).toBe('product-search');
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Control+A');
          await page.keyboard.type('panadol');
          return (
            (await page
              .getByTestId('product-results')
              .textContent({ timeout: 1_000 })
              .catch(() => '')) ?? ''
          );
        },
        { timeout: 60_000 },
      )
      .toContain(PANADOL.name);
    await look(SIZES[0]!.width, 'search');
    await page.keyboard.press('Escape');
    expect(await focused()).toBe('body');
    expect(await page.locator('input[name=product-search]').inputValue()).toBe('');
  });

  for (const size of SIZES) {
    it(`sells at ${size.width}×${size.height}: scan, quantity, unit, cash, confirm, print, next sale, rx and discount`, async () => {
      // A page of its own for each sale: headless Chromium shows one print dialog per page, never closed.
      if (size !== SIZES[0]) {
        await page.close();
        page = await context.newPage();
        await page.setViewportSize(size);
        await page.goto('/pos');
        await expect
          .poll(() => page.getByTestId('register-state').textContent(), { timeout: 30_000 })
          .toBe('Ca đang mở');
      }
      const { width } = size;
      await look(width, 'empty');

      // Scan with no field focused: the product lands as the line the keys work on.
      expect(await focused()).toBe('body');
      await page.keyboard.type(PANADOL.barcode);
      await page.keyboard.press('Enter');
      await expect.poll(() => line().count(), { timeout: 10_000 }).toBe(1);
      expect(await line().getAttribute('data-current')).toBe('true');
      expect(await quantity()).toBe('1');
      await look(width, 'scanned');

      // + raises the quantity; F4 types one (the old number selected), Enter hands the keys back.
      await page.keyboard.press('+');
      await expect.poll(quantity).toBe('2');
      await page.keyboard.press('F4');
      expect(await focused()).toBe('line-quantity');
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await expect.poll(quantity).toBe('3');
      expect(await focused()).toBe('body');
      await look(width, 'quantity');

      // F6 moves the line through the product's units, the quantity kept; round to where it started.
      const unit = line().locator('select');
      const first = await unit.inputValue();
      const total = money(await line().getByTestId('line-total').textContent());
      await page.keyboard.press('F6');
      await expect.poll(() => unit.inputValue()).not.toBe(first);
      expect(await quantity()).toBe('3');
      expect(money(await line().getByTestId('line-total').textContent())).not.toBe(total);
      await look(width, 'unit');
      for (let presses = 0; presses < 5 && (await unit.inputValue()) !== first; presses += 1) {
        const before = await unit.inputValue();
        await page.keyboard.press('F6');
        await expect.poll(() => unit.inputValue()).not.toBe(before);
      }
      expect(await unit.inputValue()).toBe(first);
      await expect.poll(async () => money(await line().getByTestId('line-total').textContent())).toBe(total);

      // F9: the checkout, the amount field focused; the cash handed over, Enter; then the confirm button.
      await page.keyboard.press('F9');
      await page.getByTestId('checkout').waitFor();
      await expect.poll(focused).toBe('payment-amount');
      const due = money(await page.getByTestId('checkout-due').textContent());
      expect(due).toBe(total);
      await look(width, 'checkout');
      const handed = Math.ceil((due + 1) / 50_000) * 50_000;
      await page.keyboard.type(String(handed));
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByTestId('checkout-paid').textContent())
        .toContain(new Intl.NumberFormat('vi-VN').format(handed));
      expect(money(await page.getByTestId('checkout-change').textContent())).toBe(handed - due);
      await expect.poll(focused).toBe('confirm-payment');
      await look(width, 'paid');

      // F9 confirms; the focus waits on printing; F9 prints, then on the next sale.
      await page.keyboard.press('F9');
      await page.getByTestId('print-step').waitFor();
      expect(await page.getByTestId('receipt').textContent()).toContain(PANADOL.name);
      await expect.poll(focused).toBe('print-receipt');
      await look(width, 'print');
      const prints = () => page.evaluate(() => (window as unknown as { prints: number }).prints);
      const printed = await prints();
      await page.keyboard.press('F9');
      await expect.poll(prints).toBe(printed + 1);
      await expect.poll(focused).toBe('new-order');
      await page.keyboard.press('Enter');
      await page.locator('input[name=product-search]').waitFor();
      expect(await page.getByTestId('cart-line').count()).toBe(0);
      expect(await focused()).toBe('body');
      await look(width, 'next-sale');

      // A busier cart from the search box: ↓ and Enter add a result; the rx line asks for a
      // prescription, typed in its form after Alt+R (Enter saves); Alt+G a 10 % discount; then sold.
      await page.keyboard.press('F2');
      await page.keyboard.type('amoxicillin 500 domesco');
      await expect
        .poll(() => page.getByTestId('product-results').textContent(), { timeout: 10_000 })
        .toContain('Amoxicillin 500mg Domesco');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
      // The first result as ranked then (another amoxicillin may come first): an rx drug either way.
      const rxName = await page.getByTestId('cart-line').getAttribute('data-product');
      expect(rxName).toMatch(/^Amoxicillin/);
      await page.keyboard.press('Escape');
      await page.keyboard.type(PANADOL.barcode);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
      await page.getByTestId('prescription-button').waitFor();
      await look(width, 'rx-cart');
      // F9 names what is missing and stays on the cart.
      await page.keyboard.press('F9');
      await expect.poll(() => page.getByTestId('checkout-problems').textContent()).toContain('đơn thuốc');

      await page.keyboard.press('Alt+KeyR');
      const rx = page.getByTestId('prescription-dialog');
      await rx.waitFor();
      await rx.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
      await expect.poll(focused).toBe('rx-doctor_name');
      await page.keyboard.type(`BS Bàn Phím ${width}`);
      // Past the doctor suggestions with Tab, as a keyboard user does.
      for (let tabs = 0; tabs < 10 && (await focused()) !== 'rx-facility'; tabs += 1) await page.keyboard.press('Tab');
      expect(await focused()).toBe('rx-facility');
      await page.keyboard.type('Phòng khám Đa khoa Sài Gòn');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('rx-diagnosis');
      await page.keyboard.type('Viêm họng cấp');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('rx-patient_name');
      await page.keyboard.type('Nguyễn Văn Phím');
      await look(width, 'rx-form');
      await page.keyboard.press('Enter');
      await rx.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('prescription-button').textContent()).toContain('Nguyễn Văn Phím');
      await expect.poll(focused).toBe('body');

      await page.keyboard.press('Alt+KeyG');
      expect(await focused()).toBe('discount');
      const subtotal = money(await page.getByTestId('order-subtotal').textContent());
      await page.keyboard.type('10');
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => money(await page.getByTestId('order-discount').textContent()))
        .toBe(-Math.round(subtotal / 10));
      expect(await focused()).toBe('body');
      await look(width, 'rx-discount');

      await page.keyboard.press('F9');
      await page.getByTestId('checkout').waitFor();
      await expect.poll(focused).toBe('payment-amount');
      const rxDue = money(await page.getByTestId('checkout-due').textContent());
      expect(rxDue).toBe(subtotal - Math.round(subtotal / 10));
      await page.keyboard.type(String(Math.ceil(rxDue / 50_000) * 50_000));
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('confirm-payment');
      await page.keyboard.press('F9');
      await page.getByTestId('print-step').waitFor();
      const receipt = await page.getByTestId('receipt').textContent();
      expect(receipt).toContain(rxName);
      expect(receipt).toContain('Nguyễn Văn Phím');
      await look(width, 'rx-print');
      await expect.poll(focused).toBe('print-receipt');
      await page.keyboard.press('Escape');
      await page.locator('input[name=product-search]').waitFor();
      expect(await page.getByTestId('cart-line').count()).toBe(0);

      // F8 parks a cart, F7 lists it, F10 opens the returns, Alt+Q the national prescription,
      // Alt+C closing the register; Esc closes each.
      await page.keyboard.type(PANADOL.barcode);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
      await page.keyboard.press('F8');
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(0);
      for (const [key, dialog] of [
        ['F7', 'parked-dialog'],
        ['F10', 'returns-dialog'],
        ['Alt+KeyQ', 'national-prescription-dialog'],
        ['Alt+KeyC', 'register-close'],
      ] as const) {
        await page.keyboard.press(key);
        const shown = page.getByTestId(dialog);
        await shown.waitFor();
        await shown.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
        await look(width, dialog);
        await page.keyboard.press('Escape');
        await shown.waitFor({ state: 'hidden' });
      }
      expect(await focused()).toBe('body');
      expect(await page.getByTestId('register-state').textContent()).toBe('Ca đang mở');

      // ? opens the shortcut sheet, Esc closes it.
      await page.keyboard.press('?');
      const help = page.getByTestId('help-dialog');
      await help.waitFor();
      await help.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
      await look(width, 'help');
      await page.keyboard.press('Escape');
      await page.getByTestId('help-dialog').waitFor({ state: 'hidden' });
    });
  }
});

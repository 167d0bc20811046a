/**
 * What the page's first script (`src/boot.ts`) decides and shows before any app code: which entry a
 * URL needs, and the message when that code cannot be fetched.
 */
import { vi } from './i18n/messages';

export type Entry = 'login' | 'app';

/** Which code a URL needs: routes match case-insensitively, and a signed-in visitor gets the app. */
export function entryFor(pathname: string, token: string | null): Entry {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '/login' && !token ? 'login' : 'app';
}

export function showLoadFailure(root: HTMLElement): void {
  const box = document.createElement('div');
  box.className = 'boot';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = vi.app.loadFailed;
  const body = document.createElement('p');
  body.textContent = vi.app.loadFailedHint;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = vi.common.reload;
  button.addEventListener('click', () => window.location.reload());
  box.append(title, body, button);
  root.replaceChildren(box);
}

/**
 * A boot that failed before the app could render (its system, its first render) says so in the
 * splash's place, with a reload, rather than showing "Đang tải…" for ever. Plain DOM: the app's
 * components are what failed.
 */
import { vi } from '../i18n/messages';

export function showBootFailure(container: HTMLElement, error: unknown, reload = () => location.reload()): void {
  console.error(error);
  const box = document.createElement('div');
  box.className = 'boot';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = vi.app.name;
  const message = document.createElement('p');
  message.textContent = vi.errors.boot;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = vi.common.reload;
  button.addEventListener('click', reload);
  box.append(title, message, button);
  container.replaceChildren(box);
}

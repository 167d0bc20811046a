/**
 * The app renders with Preact: vite.config.ts aliases react and react-dom to preact/compat, which
 * carries the React API the app and its libraries use in a tenth of react-dom's size (issue 16).
 * Three of React's behaviours that compat leaves out, and that the app and Ark UI rely on, are put
 * back here: effect timing, `autoFocus` on mount and controlled fields. Each entry (and the client
 * tests' setup) imports this module before it renders. The last one reads a Preact internal,
 * which is why package.json pins preact to an exact version.
 */
import { options, type VNode } from 'preact';

// Preact runs effects after the next frame is painted; React runs the effects of a click or a key
// before the browser paints or takes the next input. A dialog's focus trap looks for its content
// in the next animation frame, and a focus moved by an effect must land before the next key of a
// barcode scanner, so effects run once the render's microtasks are done.
options.requestAnimationFrame = (run) => queueMicrotask(run);

// React focuses an element rendered with `autoFocus` when it mounts; Preact only writes the
// attribute, which a browser honours once per page load. The element is focused once, as in React.
const autoFocused = new WeakSet<Element>();
const normalise = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: boolean };
  if (typeof vnode.type === 'string' && props.autoFocus) {
    const ref = vnode.ref;
    vnode.ref = (element: HTMLElement | null) => {
      if (element && !autoFocused.has(element)) {
        autoFocused.add(element);
        element.focus();
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    };
  }
  normalise?.(vnode);
};

// React keeps a controlled field showing its value: when a change handler does not take what was
// typed (a digit past the money cap, a letter in a number), React writes the value back. Preact
// only writes a value that changed, so the refused keystroke stayed on screen. After each input
// event, once Preact has rendered, a controlled field shows its rendered value again.
const controlled = new WeakMap<Element, string>();
const diffed = options.diffed;
options.diffed = (vnode: VNode) => {
  const props = vnode.props as { value?: unknown };
  // `__e` is the rendered element: Preact's stable mangled name for a vnode's `_dom`.
  const element = (vnode as VNode & { __e?: Element | null }).__e;
  if ((vnode.type === 'input' || vnode.type === 'textarea') && element) {
    if (props.value === null || props.value === undefined) controlled.delete(element);
    else controlled.set(element, String(props.value));
  }
  diffed?.(vnode);
};
document.addEventListener('input', (event) => {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (!controlled.has(field)) return;
  // Preact renders in a microtask queued by the handler's state change, so this one runs after it.
  queueMicrotask(() => {
    const value = controlled.get(field);
    if (value !== undefined && field.value !== value) field.value = value;
  });
});

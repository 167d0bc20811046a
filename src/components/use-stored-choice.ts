import { useState } from 'react';

/**
 * A choice remembered on this device (localStorage under `key`): the one stored when it is still
 * among `choices`, else `fallback`; choosing stores it. For settings of one person's own work that
 * the shop does not share, such as a label printer's paper or the days a reorder covers.
 */
export function useStoredChoice<T extends string | number>(key: string, choices: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => {
    const raw = localStorage.getItem(key);
    return choices.find((choice) => String(choice) === raw) ?? fallback;
  });
  const choose = (next: T) => {
    localStorage.setItem(key, String(next));
    setValue(next);
  };
  return [value, choose] as const;
}

/**
 * The alert area shared by the login, forgot-password and sign-up screens (SPEC.md §4): a
 * message set by one screen (a failure, or "account created" after registration) shows on the
 * next, and switching between those screens clears it.
 */
import { atom } from 'jotai';

export interface AuthAlert {
  status: 'error' | 'success' | 'info';
  message: string;
}

export const authAlertAtom = atom<AuthAlert | null>(null);

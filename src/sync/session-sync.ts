/**
 * Runs the offline engine while a user is signed in: started for the user's tenant at sign-in
 * (or at boot with a stored session, even offline), stopped at sign-out.
 */
import { getSessionUser, getToken, subscribeSession } from '../api/session';
import { startTillSync, stopTillSync } from './till-sync';

function follow(): void {
  const tenantId = getToken() ? getSessionUser()?.tenant_id : undefined;
  if (tenantId) startTillSync(tenantId);
  else stopTillSync();
}

export function bindSyncToSession(): () => void {
  follow();
  return subscribeSession(follow);
}

/** A small list from the till's own database, live: re-read whenever a pull changes it. */
import { useLiveQuery } from 'dexie-react-hooks';
import { localNamedList, type LocalNamedTable, type LocalOption } from '../db/local-lists';
import { useTillSession } from '../till/session-context';

const NONE: LocalOption[] = [];

export function useLocalList(table: LocalNamedTable): LocalOption[] {
  const { db } = useTillSession();
  return useLiveQuery(() => localNamedList(db, table), [db, table]) ?? NONE;
}

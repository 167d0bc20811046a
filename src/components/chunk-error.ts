/**
 * Recognises a failed load of a code-split chunk, which after a deploy means the page was built
 * from an older version (SPEC.md §8 'Loading chunk N failed'), and names the chunk when it can.
 */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (?:CSS )?chunk [\w-]+ failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** The chunk's file or number from the error message, or `?` when the browser does not say. */
export function chunkName(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const numbered = /Loading (?:CSS )?chunk ([\w-]+) failed/i.exec(message);
  if (numbered?.[1]) return numbered[1];
  const file = /\/([^/\s]+\.(?:m?js|css))/i.exec(message);
  return file?.[1] ?? '?';
}

/** The server's success text of an answer, `{ message }` or `{ data: { message } }`. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, data } = body as { message?: unknown; data?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof data === 'object' && data !== null) {
    const inner = (data as { message?: unknown }).message;
    if (typeof inner === 'string' && inner) return inner;
  }
  return undefined;
}

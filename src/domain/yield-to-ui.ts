/**
 * Ends the current task: what follows runs in a new one, after the browser has handled input and
 * painted. Long work split with it leaves the tablet responsive between its pieces.
 */
export const yieldToUi = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

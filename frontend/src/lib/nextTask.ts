/** Resolves in a new task, after the browser's turn for input and rendering. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

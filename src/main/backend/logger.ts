/** The backend's log. Messages never carry secrets: callers pass sanitized text, and errors are reduced to code and message. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export function consoleLogger(prefix = 'stockroom'): Logger {
  const describe = (error: unknown) =>
    error instanceof Error ? `${error.name}: ${error.message}` : error === undefined ? '' : String(error);
  return {
    info: (message) => console.log(`[${prefix}] ${message}`),
    error: (message, error) =>
      console.error(`[${prefix}] ${message}${error === undefined ? '' : ` (${describe(error)})`}`),
  };
}

/**
 * The logger the delivery client reports to (requests, retries, budget waits). Optional;
 * `console` fits. It never receives an API key or webhook secret:
 * callers of the logger in this folder pass method, path, status, code and timings only.
 */
export type DeliveryLogger = {
  debug(message: string, data?: object): void;
  info(message: string, data?: object): void;
  warn(message: string, data?: object): void;
  error(message: string, data?: object): void;
};

/** A start-up setting that cannot be used: printed with the usage, and the proxy exits. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

// Stands in for @module-federation/sdk's logger module in the shell's browser build (see
// federationLoggerInShort): the runtime in the browser only warns and reports errors through it.
// The same prefixes and console methods; no debug-mode stack traces, no delegate.
class Logger {
  constructor(prefix) {
    this.prefix = prefix;
  }
  setPrefix(prefix) {
    this.prefix = prefix;
  }
  setDelegate() {}
  log(...args) {
    console.log(this.prefix, ...args);
  }
  info(...args) {
    console.info(this.prefix, ...args);
  }
  success(...args) {
    console.info(this.prefix, ...args);
  }
  ready(...args) {
    console.info(this.prefix, ...args);
  }
  warn(...args) {
    console.warn(this.prefix, ...args);
  }
  error(...args) {
    console.error(this.prefix, ...args);
  }
  debug() {}
}

const PREFIX = '[ Module Federation ]';
export const createLogger = (prefix) => new Logger(prefix);
export const createInfrastructureLogger = createLogger;
export function bindLoggerToCompiler() {}
export const logger = createLogger(PREFIX);
export const infrastructureLogger = createLogger(PREFIX);

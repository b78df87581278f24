/**
 * The one tslib helper @docusaurus/utils-common's compiled code calls, for the browser bundle (config/bundle.ts).
 * That package is CommonJS: its `require("tslib")` counts every export of tslib as used, so all of tslib (4 KiB
 * gzipped) rode in main.js for this one function. It behaves as tslib 2's `__importDefault`.
 */
export function __importDefault(mod: unknown): unknown {
  return mod && (mod as { __esModule?: unknown }).__esModule ? mod : { default: mod };
}

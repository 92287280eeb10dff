import path from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';

/** The global a failure-drill build reads: while it is true, every exposed section throws. */
const FAILURE_DRILL_FLAG = '__PORTAL_FAILURE_DRILL__';

/**
 * A failure-drill build (`PORTAL_FAILURE_DRILL=1`, end-to-end tests only) wraps each exposed
 * module in a component that throws while rendering for as long as `window.__PORTAL_FAILURE_DRILL__`
 * is true, so a test can prove that a section which throws stays in its own area and recovers on
 * 'Reintentar'. Normal builds never contain the wrapper: no debug switch reaches production.
 */
export function failureDrill(
  appDir: string,
  exposes: Record<string, string>,
): { exposes: Record<string, string>; plugin: RspackPluginInstance } {
  const folder = path.join(appDir, 'src', '.failure-drill');
  const modules: Record<string, string> = {};
  const wrapped: Record<string, string> = {};
  for (const [key, request] of Object.entries(exposes)) {
    const file = path.join(folder, `${key.replace(/^\.\//, '')}.tsx`);
    const original = path.relative(folder, path.join(appDir, request)).replace(/\\/g, '/');
    modules[file] = `import { createElement } from 'react';
import Section from '${original}';

export default function FailureDrill(props: Record<string, unknown>) {
  if ((globalThis as Record<string, unknown>).${FAILURE_DRILL_FLAG} === true) {
    throw new Error('Simulacro de falla: la sección no se pudo dibujar.');
  }
  return createElement(Section, props);
}
`;
    wrapped[key] = `./${path.relative(appDir, file).replace(/\\/g, '/')}`;
  }
  return { exposes: wrapped, plugin: new rspack.experiments.VirtualModulesPlugin(modules) };
}

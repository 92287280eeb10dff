// On workerd: Scalar's standalone bundle, a text module (the Text rule in wrangler.jsonc). Its
// package's exports do not list it, hence the path through node_modules.
// @ts-expect-error -- a text module, which its package gives no types for.
import script from '../../node_modules/@scalar/api-reference/dist/browser/standalone.js';

export default script as string;

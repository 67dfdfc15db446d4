/**
 * docs/product.md §19.4: a tick link's URL, `<origin>/?tick=<token>`: the home page with one
 * query, which the first paint notices (the link's code loads only then) and which is dropped once
 * the link is handled, so a reload does not open it again. The service worker answers it offline
 * as every navigation, and nginx and Caddy serve `/` whatever its query.
 */
export const TICK_PARAM = 'tick';

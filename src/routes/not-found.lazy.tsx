// The 404 route's entry, loaded on first use (app/router.tsx). The history page shows the same
// page for a habit that is gone, with it in its own chunk, so the page itself is a plain module.
export { default } from './not-found';

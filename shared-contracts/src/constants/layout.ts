/**
 * The shell header's height (CSS length), a layout contract between the shell and the store
 * (docs/speed.md "Prerendered first paint"): the header is exactly this tall while it is one row (its
 * padding, 0.65 rem twice, around 2.5 rem controls, and a 1 px border), and the store's prerendered page
 * starts this far down before the shell has drawn the header. Same position, same size: the page the
 * store draws later is no larger a paint than the prerendered one, so the Largest Contentful Paint stays
 * at the first paint. Changing it is a contracts minor version, with both apps rebuilt.
 */
export const SHELL_HEADER_HEIGHT = 'calc(3.8rem + 1px)';

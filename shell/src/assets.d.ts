/** A font file imported for its URL (rspack `asset/resource`). */
declare module '*.woff2' {
  const url: string;
  export default url;
}

// Files wrangler bundles as text (wrangler.jsonc, rules).
declare module "*.yml" {
  const text: string;
  export default text;
}

/** Fills {token} placeholders in a label from content ("Plan a Journey to {name}"). */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** Splits a label around one token, so the token can be rendered apart from the words around it. */
export function splitLabel(template: string, token: string): [before: string, after: string] {
  const [before = "", ...rest] = template.split(`{${token}}`);
  return [before, rest.join(`{${token}}`)];
}

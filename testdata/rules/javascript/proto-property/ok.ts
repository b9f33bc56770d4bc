export function inherit(child: object, parent: object) {
  Object.setPrototypeOf(child, parent);
  return Object.getPrototypeOf(child);
}
export function safeKey(key: string) {
  return key !== '__proto__' && key !== 'constructor';
}

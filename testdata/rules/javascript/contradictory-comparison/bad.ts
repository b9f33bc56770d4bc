export function isTextInput(type: string): boolean {
  return type != "text" || type != "search"; // want "javascript/contradictory-comparison"
}

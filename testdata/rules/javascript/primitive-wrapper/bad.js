function flags(input) {
  const enabled = new Boolean(input.enabled); // want "javascript/primitive-wrapper"
  const name = new String(input.name); // want "javascript/primitive-wrapper"
  return { enabled, name };
}

function flags(input) {
  const enabled = new Boolean(input.enabled); // want "javascript/primitive-wrapper"
  const name = new String(input.name); // want "javascript/primitive-wrapper"
  return { enabled, name };
}

function label(name) {
  const text = new String(name); // want "javascript/primitive-wrapper"
  if (text === "admin") return "Administrator";
  return text;
}

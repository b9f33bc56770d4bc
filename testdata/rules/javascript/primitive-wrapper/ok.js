function flags(input) {
  const enabled = Boolean(input.enabled);
  const name = String(input.name);
  const when = new Date(input.when);
  return { enabled, name, when };
}

function load(config, user) {
  const { host, port } = config?.server;  // want "javascript/unsafe-optional-chaining"
  const all = [...user?.roles];  // want "javascript/unsafe-optional-chaining"
  return (user?.greet)() + host + port + all;  // want "javascript/unsafe-optional-chaining"
}

function load(config, user) {
  const { host, port } = config?.server ?? {};
  const all = [...(user?.roles ?? [])];
  const obj = { ...user?.extra };
  return user?.greet?.() + host + port + all + obj;
}

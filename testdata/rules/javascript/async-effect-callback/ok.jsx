function User({ id }) {
  useEffect(() => {
    let ignore = false;
    async function load() {
      const u = await fetchUser(id);
      if (!ignore) setUser(u);
    }
    load();
    return () => { ignore = true; };
  }, [id]);
  return null;
}

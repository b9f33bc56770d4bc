function User({ id }) {
  useEffect(async () => { // want "javascript/async-effect-callback"
    setUser(await fetchUser(id));
  }, [id]);
  return null;
}

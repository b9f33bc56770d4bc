function Profile({ user }) {
  const [name, setName] = useState(user ? user.name : "");
  useEffect(() => {
    if (user) register(user);
  }, [user]);
  return null;
}

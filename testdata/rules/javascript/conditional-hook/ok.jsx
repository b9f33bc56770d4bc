function Profile({ user }) {
  const [name, setName] = useState(user ? user.name : "");
  useEffect(() => {
    if (user) register(user);
  }, [user]);
  return null;
}

export function createRoot(container) {
  let setTree;
  return {
    render(tree) {
      if (setTree) {
        setTree(tree);
      } else {
        mount(container, () => {
          // the Hook is at the top level of this inline component
          const [current, set] = useState(tree);
          setTree = set;
          return current;
        });
      }
    },
  };
}

for (const initial of [0, 1]) {
  test(`counter starts at ${initial}`, () => {
    const { result } = renderHook(() => useState(initial));
    expect(result.current[0]).toBe(initial);
  });
}

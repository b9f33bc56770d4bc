function Profile({ user }) {
  if (user) {
    const [name, setName] = useState(user.name); // want "javascript/conditional-hook"
  }
  for (const f of fields) {
    useEffect(() => register(f)); // want "javascript/conditional-hook"
  }
  return null;
}

const Field = ({ name, optional }) => {
  const value = optional ? useContext(FormContext)[name] : null; // want "javascript/conditional-hook"
  return value;
};

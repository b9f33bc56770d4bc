export function Message(props: { color: string }) {
  const [color, setColor] = useState(props.color); // want "javascript/props-copied-to-state"
  return <p style={{ color }}>hi</p>;
}

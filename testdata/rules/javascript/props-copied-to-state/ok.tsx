export function Message(props: { initialColor: string; color: string }) {
  const [color, setColor] = useState(props.initialColor);
  const current = props.color;
  return <p style={{ color: current ?? color }}>hi</p>;
}

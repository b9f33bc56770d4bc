export function TodoList({ todos }) {
  return (
    <ul>
      {todos.map((todo, index) => (
        <li key={todo.id}>{index + 1}. {todo.text}</li>
      ))}
    </ul>
  );
}

// A module-level constant list never reorders: its index is a stable key.
const FeatureList = [
  { title: "Fast", body: "Starts in milliseconds" },
  { title: "Small", body: "One binary" },
];

export function Features() {
  return (
    <section>
      {FeatureList.map((props, idx) => (
        <Feature key={idx} {...props} />
      ))}
      {["a", "b", "c"].map((letter, i) => (
        <span key={i}>{letter}</span>
      ))}
    </section>
  );
}

export function TodoList({ todos }) {
  return (
    <ul>
      {todos.map((todo, index) => ( // want "javascript/array-index-key"
        <li key={index}>{todo.text}</li>
      ))}
    </ul>
  );
}

export function TodoList({ todos }) {
  return (
    <ul>
      {todos.map((todo, index) => ( // want "javascript/array-index-key"
        <li key={index}>{todo.text}</li>
      ))}
    </ul>
  );
}

// A list declared in the component comes from props or state and can change.
export function Rows({ load }) {
  const rows = load();
  return (
    <table>
      {rows.map((row, idx) => ( // want "javascript/array-index-key"
        <Row key={idx} {...row} />
      ))}
    </table>
  );
}

// A module-level variable that is not an array literal (a fetched or computed list) is not constant.
let cached = fetchAll();
export function Cached() {
  return <ul>{cached.map((c, i) => <li key={i}>{c}</li>)}</ul>; // want "javascript/array-index-key"
}

// A module-level list that starts empty and is filled later is not a fixed list.
let todos = [];
export function addTodo(t) { todos.unshift(t); }
export function Todos() {
  return <ul>{todos.map((t, i) => <li key={i}>{t}</li>)}</ul>; // want "javascript/array-index-key"
}

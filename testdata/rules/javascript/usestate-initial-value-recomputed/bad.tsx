import React, { useState } from "react";

export function TodoList() {
  const [todos, setTodos] = useState(JSON.parse(localStorage.getItem("todos") ?? "[]")); // want "javascript/usestate-initial-value-recomputed"
  const [theme] = React.useState(window.localStorage.getItem("theme")); // want "javascript/usestate-initial-value-recomputed"
  return <ul>{todos.map((t: string) => <li key={t}>{t}</li>)}</ul>;
}

import React, { useState } from "react";

export function TodoList({ initial }) {
  const [todos, setTodos] = useState(() => JSON.parse(localStorage.getItem("todos") ?? "[]"));
  const [theme] = useState(() => window.localStorage.getItem("theme"));
  const [count] = useState(initial.length);
  const [now] = useState(Date.now());
  const [items] = useState(initial.slice());
  return <ul>{todos.map((t) => <li key={t}>{t}</li>)}</ul>;
}

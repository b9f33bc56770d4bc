import { v4 as uuidv4 } from "uuid";

export function Comments({ comments }) {
  return (
    <ul>
      {comments.map((c) => (
        <li key={Math.random()}>{c.text}</li> // want "javascript/jsx-random-key"
      ))}
      {comments.map((c) => (
        <Comment key={crypto.randomUUID()} comment={c} /> // want "javascript/jsx-random-key"
      ))}
      {comments.map((c) => (
        <Comment key={uuidv4()} comment={c} /> // want "javascript/jsx-random-key"
      ))}
    </ul>
  );
}

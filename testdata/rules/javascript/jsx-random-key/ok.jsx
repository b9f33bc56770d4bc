export function Comments({ comments }) {
  return (
    <ul>
      {comments.map((c) => (
        <li key={c.id}>{c.text}</li>
      ))}
      {comments.map((c) => (
        <Comment key={`${c.author}-${c.createdAt}`} comment={c} />
      ))}
    </ul>
  );
}

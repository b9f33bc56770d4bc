export function Card({ post }: { post: Post }) {
  return (
    <article>
      <h3>{post.title}</h3>
      <a href={post.url}>Read more</a>
      <a href="/all">{label}</a>
    </article>
  );
}

export function Bare() {
  return <a href="/all">Learn more</a>; // want "link-text-generic"
}

export function Teaser({ post }) {
  return (
    <div>
      <p style={{ overflow: "hidden", height: 20 }}>{post.summary}</p>
      <p style={{ overflow: "hidden", height: 8, whiteSpace: "nowrap" }}>A teaser line that is cut off</p> {/* want "text-clipped" */}
    </div>
  );
}

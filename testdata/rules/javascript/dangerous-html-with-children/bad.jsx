export function Note({ html }) {
  return (
    <div dangerouslySetInnerHTML={{ __html: html }}> {/* want "dangerous-html-with-children" */}
      <span>fallback</span>
    </div>
  );
}

export function Note({ html }: { html: string }) {
  return (
    <div>
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <div dangerouslySetInnerHTML={{ __html: html }}></div>
    </div>
  );
}

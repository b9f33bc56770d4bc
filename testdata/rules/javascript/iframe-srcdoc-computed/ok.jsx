export function Preview({ email }) {
  const clean = DOMPurify.sanitize(email.html, { WHOLE_DOCUMENT: true });
  return (
    <div>
      <iframe title="preview" sandbox="" srcDoc={clean} />
      <iframe title="blank" srcDoc={'<p>Loading</p>'} />
    </div>
  );
}
export function Embed({ doc }) {
  return <iframe title="embed" sandbox="allow-scripts" srcDoc={doc.render()} />;
}

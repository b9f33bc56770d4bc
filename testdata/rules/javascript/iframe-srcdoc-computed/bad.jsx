export function Preview({ email }) {
  return <iframe title="preview" srcDoc={email.html} />; // want "javascript/iframe-srcdoc-computed"
}
export function Raw({ markup }) {
  return <iframe title="raw" srcDoc={markup}></iframe>; // want "javascript/iframe-srcdoc-computed"
}

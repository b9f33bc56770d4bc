export function Preview({ email }) {
  return <iframe title="preview" sandbox="" srcDoc={email.html} />; // want "javascript/iframe-srcdoc-computed"
}
export function Raw({ markup }) {
  return <iframe title="raw" srcDoc={markup} />; // want "javascript/iframe-srcdoc-computed"
}

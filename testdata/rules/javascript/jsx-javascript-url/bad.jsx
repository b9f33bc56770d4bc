export function Links({ code }) {
  return (
    <div>
      <a href="javascript:alert(document.cookie)">x</a> {/* want "javascript/jsx-javascript-url" */}
      <a href={'javascript:' + code}>run</a> {/* want "javascript/jsx-javascript-url" */}
    </div>
  );
}

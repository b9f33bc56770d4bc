/** @jsxImportSource @emotion/react */
// Emotion's JSX runtime is React's with a css prop: the field is controlled.
export function Settings({ user }) {
  return (
    <form css={{ padding: 8 }}>
      <input type="checkbox" name="digest" checked={user.digest} /> {/* want "javascript/jsx-controlled-input-without-onchange" */}
    </form>
  )
}

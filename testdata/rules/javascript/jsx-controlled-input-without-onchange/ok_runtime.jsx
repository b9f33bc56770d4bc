/** @jsxImportSource hono/jsx */
// hono/jsx renders this page to an HTML string on the server: checked and
// value are the HTML attributes, and no runtime holds the field to them.
export const SettingsPage = ({ user }) => (
  <form method="post" action="/settings">
    <input type="text" name="name" value={user.name} />
    <input type="checkbox" name="digest" checked={user.digest} />
    <button type="submit">Save</button>
  </form>
)

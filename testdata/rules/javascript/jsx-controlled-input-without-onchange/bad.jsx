export function Profile({ user, subscribed }) {
  return (
    <form>
      <input type="text" value={user.name} /> {/* want "javascript/jsx-controlled-input-without-onchange" */}
      <input type="checkbox" checked={subscribed} /> {/* want "javascript/jsx-controlled-input-without-onchange" */}
      <textarea value={user.bio} /> {/* want "javascript/jsx-controlled-input-without-onchange" */}
      <select value={user.country}> {/* want "javascript/jsx-controlled-input-without-onchange" */}
        <option value="fr">France</option>
      </select>
    </form>
  );
}

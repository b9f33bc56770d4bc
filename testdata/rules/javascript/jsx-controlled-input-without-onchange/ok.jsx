export function Profile({ user, subscribed, setName, rest }) {
  return (
    <form>
      <input type="text" value={user.name} onChange={(e) => setName(e.target.value)} />
      <input value={user.id} readOnly />
      <input value={user.email} disabled />
      <input type="hidden" name="id" value={user.id} />
      <input type="submit" value={"Save"} />
      <input type="radio" name="plan" value={user.plan} />
      <input value={user.name} {...rest} />
      <input value={undefined} />
      <input defaultValue={user.name} />
      <select value={user.country} onChange={(e) => setName(e.target.value)}>
        <option value="fr">France</option>
      </select>
    </form>
  );
}

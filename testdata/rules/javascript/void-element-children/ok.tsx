export function Avatar({ user }: { user: { photo: string; name: string } }) {
  return (
    <div>
      <img src={user.photo} alt={user.name} />
      <label>
        <input type="checkbox" /> {user.name}
      </label>
      <img src={user.photo}></img>
      <br />
    </div>
  );
}

export function Avatar({ user }) {
  return (
    <div>
      <img src={user.photo} alt={user.photo} />
      <img src="/img/IMG_2041.PNG" alt="IMG_2041.PNG" /> {/* want "img-alt-filename" */}
    </div>
  );
}

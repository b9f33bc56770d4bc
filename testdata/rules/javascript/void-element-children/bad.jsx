export function Avatar({ user }) {
  return (
    <div>
      <img src={user.photo}>{user.name}</img> {/* want "void-element-children" */}
      <br dangerouslySetInnerHTML={{ __html: '&nbsp;' }} /> {/* want "void-element-children" */}
      <input children={user.label} /> {/* want "void-element-children" */}
    </div>
  );
}

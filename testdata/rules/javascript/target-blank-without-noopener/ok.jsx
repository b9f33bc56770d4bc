export function Links({ profile }) {
  return (
    <p>
      <a href={profile.website} target="_blank" rel="noopener noreferrer">site</a>
      <a href="/help" target="_blank">help</a>
      <a href={profile.website}>site</a>
      <a href={profile.website} target="_blank" rel={"noopener noreferrer"}>site</a>
      <a href={profile.website} target="_blank" rel={linkRel(profile)}>site</a>
    </p>
  );
}

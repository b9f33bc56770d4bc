export function Links({ profile }) {
  return (
    <p>
      <a href={profile.website} target="_blank">site</a> {/* want "javascript/target-blank-without-noopener" */}
      <a href="https://example.com/docs" target="_blank" /> {/* want "javascript/target-blank-without-noopener" */}
      <a href={profile.website} target={"_blank"}>site</a> {/* want "javascript/target-blank-without-noopener" */}
    </p>
  );
}

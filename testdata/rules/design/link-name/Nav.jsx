export const Nav = () => (
  <nav>
    <a href="/cart"><CartIcon /></a>
    <a href="/help"><svg aria-hidden="true" /></a> {/* want "link-name" */}
    <a href="/home">Home</a>
  </nav>
);

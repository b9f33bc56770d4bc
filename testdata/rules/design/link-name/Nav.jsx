export const Nav = () => (
  <nav>
    <a href="/cart"><CartIcon /></a>
    <a href="/help"><svg aria-hidden="true" /></a> {/* want "link-name" */}
    <a href="/account"><UserIcon aria-hidden="true" /></a> {/* want "link-name" */}
    <a href="/orders"><BoxIcon aria-hidden="true" /> Orders</a>
    <a href="/home">Home</a>
  </nav>
);

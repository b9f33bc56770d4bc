export const Badge = () => (
  <>
    <span style={{ color: "#999", backgroundColor: "#fff" }}>new</span> {/* want "color-contrast" */}
    <span style={{ color: "#222", backgroundColor: "#fff" }}>new</span>
  </>
);

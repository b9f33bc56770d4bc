// Two icon components, each with its own clip path: two JSX trees are not one
// document, so their ids are checked each within its own tree.
export const AlignTopIcon = (
  <svg viewBox="0 0 20 20">
    <g clipPath="url(#a)">
      <path d="M3 3h13" />
    </g>
    <defs>
      <clipPath id="a">
        <path d="M0 0h20v20H0z" />
      </clipPath>
    </defs>
  </svg>
);

export const AlignBottomIcon = (
  <svg viewBox="0 0 20 20">
    <g clipPath="url(#a)">
      <path d="M3 16h13" />
    </g>
    <defs>
      <clipPath id="a">
        <path d="M0 0h20v20H0z" />
      </clipPath>
    </defs>
  </svg>
);

export function Form() {
  return (
    <form>
      <input id="name" />
      <input id="name" /> {/* want "duplicate-id" */}
    </form>
  );
}

// A component's id prop is what the component makes of it: React Aria's
// Tab and TabPanel take one id to pair a tab with its panel, and give the
// DOM ids of their own.
export function Settings() {
  return (
    <Tabs>
      <TabList>
        <Tab id="details">Details</Tab>
      </TabList>
      <TabPanel id="details">
        <input id="email" />
        <input id="email" /> {/* want "duplicate-id" */}
      </TabPanel>
    </Tabs>
  );
}

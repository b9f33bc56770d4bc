if (user.isAdmin) /* want "javascript/identical-branches" */ {
  show(panel);
} else {
  show(panel);
}
const label = done ? "Close" : "Close"; // want "javascript/identical-branches"

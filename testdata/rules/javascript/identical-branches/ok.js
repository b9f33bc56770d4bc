if (user.isAdmin) {
  show(adminPanel);
} else {
  show(panel);
}
const label = done ? "Close" : "Cancel";
if (a) {} else {}

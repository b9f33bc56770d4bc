if (status = 200) { // want "javascript/assignment-in-condition"
  ok();
}
if (user.role = "admin") {} // want "javascript/assignment-in-condition"

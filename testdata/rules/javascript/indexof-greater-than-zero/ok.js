if (name.indexOf("admin") !== -1) {
  deny();
}
if (roles.indexOf(role) >= 0) {}
if (name.includes("admin")) {}

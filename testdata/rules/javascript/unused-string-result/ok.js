function normalize(user) {
  user.email = user.email.trim();
  const name = user.name.toLowerCase();
  return { ...user, name };
}

// the DOM's Node.normalize() merges the element's text nodes in place
function removeHighlight(el) {
  const parent = el.parentNode;
  parent.replaceChild(document.createTextNode(el.textContent), el);
  parent.normalize();
}

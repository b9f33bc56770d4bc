function render(list, items) {
  for (const item of items) {
    list.innerHTML += "<li>" + item.name + "</li>"; // want "javascript/innerhtml-append-in-loop"
  }
}

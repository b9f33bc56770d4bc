function render(list, items) {
  let html = "";
  for (const item of items) {
    html += "<li>" + item.name + "</li>";
  }
  list.innerHTML += html;
}

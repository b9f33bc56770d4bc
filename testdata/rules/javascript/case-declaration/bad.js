switch (kind) {
  case 'a':
    const label = 'A'; // want "javascript/case-declaration"
    render(label);
    break;
  default:
    render('?');
}

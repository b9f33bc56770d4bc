switch (kind) {
  case 'a': {
    const label = 'A';
    render(label);
    break;
  }
  default:
    render('?');
}

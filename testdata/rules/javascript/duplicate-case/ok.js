switch (code) {
  case 200:
    ok();
    break;
  case 201:
    created();
    break;
}

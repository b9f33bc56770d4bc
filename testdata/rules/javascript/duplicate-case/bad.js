switch (code) {
  case 200:
    ok();
    break;
  case 404:
    missing();
    break;
  case 200: // want "javascript/duplicate-case"
    created();
    break;
}

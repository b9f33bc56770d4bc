class Store {
  public load(): number {
    return 1;
  }

  public load(): number {  // want "javascript/duplicate-class-member"
    return 2;
  }
}

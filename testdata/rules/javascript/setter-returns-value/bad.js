class Temperature {
  set celsius(value) { // want "javascript/setter-returns-value"
    this._c = value;
    return this._c;
  }
}

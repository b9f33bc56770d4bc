class Temperature {
  set celsius(value) {
    if (value < -273.15) return;
    this._c = value;
  }
  get celsius() {
    return this._c;
  }
}

class Store {
  private _snapshot = 0;

  public get snapshot() {
    return this._snapshot;
  }

  public set snapshot(value: number) {
    this._snapshot = value;
  }

  private static _registered: Map<string, number> | undefined;

  public static get registered() {
    return Store._registered;
  }

  public registered() {
    return Store._registered !== undefined;
  }
}

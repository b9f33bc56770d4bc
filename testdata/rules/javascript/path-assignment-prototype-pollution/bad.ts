class Store {
  set(key: string, value: unknown) {
    const parts = key.split('.');
    const last = parts.pop() as string;
    let node: any = this.state;
    while (parts.length) { // want "javascript/path-assignment-prototype-pollution"
      const p = parts.shift() as string;
      node[p] = node[p] ?? {};
      node = node[p];
    }
    node[last] = value;
  }
}

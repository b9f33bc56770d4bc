const a = Buffer.alloc(size);
const b = Buffer.from("abc");
const c = Buffer.allocUnsafe(16).fill(0);

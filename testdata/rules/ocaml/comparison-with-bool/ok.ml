let check b = if b then 1 else 0
let off b = not b

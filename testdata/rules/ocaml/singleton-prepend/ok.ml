let push x stack = x :: stack
let pair a b rest = [a; b] @ rest
let join a b = a @ b

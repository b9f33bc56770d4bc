let differ a b = a <> b
let neither a b = not (a || b)

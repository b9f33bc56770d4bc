let both a b = a && b
let either a b = a || b
let mask a b = a land b

let sum a = Array.fold_left ( + ) 0 a
let first a = a.(0)

let f y = g y
let h y =
  let x = g y in
  x + 1

let label b = if b then "yes" else "no"
let pick o = match o with Some x -> x | None -> 0

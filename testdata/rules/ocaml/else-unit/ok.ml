let log verbose msg = if verbose then print_endline msg
let pick c = if c then 1 else 2

let warn quiet msg = if not quiet then prerr_endline msg
let pick c = if c then 1 else 2

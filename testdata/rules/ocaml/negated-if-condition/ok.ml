let describe ok = if ok then "passed" else "failed"
let warn ok = if not ok then prerr_endline "failed"

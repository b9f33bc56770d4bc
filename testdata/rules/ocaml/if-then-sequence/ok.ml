let log_error verbose msg =
  if verbose then prerr_string "error: ";
  prerr_endline msg
let log2 verbose msg =
  if verbose then (prerr_string "error: "; prerr_endline msg)
let log3 verbose msg =
  if verbose then begin prerr_string "error: "; prerr_endline msg end
let log4 verbose msg = if verbose then prerr_string "a" else prerr_string "b"

exception Parse_error of string
let parse s = if s = "" then failwith "empty" else s
let check n = if n < 0 then invalid_arg "negative" else n
let other s = raise (Parse_error s)
let reraise e = raise e
let handle f = try f () with Failure msg -> prerr_endline msg

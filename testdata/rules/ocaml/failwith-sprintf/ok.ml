let check n = if n < 0 then Printf.ksprintf failwith "negative: %d" n else n
let fixed () = failwith "unreachable"
let msg n = Printf.sprintf "negative: %d" n

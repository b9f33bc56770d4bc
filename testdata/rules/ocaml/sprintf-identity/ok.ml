let label name = name
let greet name = Printf.sprintf "hello %s" name

let usage name = Printf.sprintf "usage: %s [options] FILE" name
let percent = Printf.sprintf "100%%"
let boxed = Format.asprintf "@[<v>report@]"
let line n = Printf.sprintf "line %d" n
let fail fmt = Printf.ksprintf failwith fmt

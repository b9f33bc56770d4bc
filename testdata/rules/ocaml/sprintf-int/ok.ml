let show n = string_of_int n
let show_pair a b = Printf.sprintf "%d,%d" a b

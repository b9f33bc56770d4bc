let show n = Printf.printf "n = %d\n" n
let line s = print_endline s

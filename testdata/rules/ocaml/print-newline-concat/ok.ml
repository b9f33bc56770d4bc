let say s = print_endline s
let tag s = print_string (s ^ ": ")

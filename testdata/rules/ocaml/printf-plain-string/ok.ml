let say s = print_string s
let say_n s n = Printf.printf "%s %d" s n

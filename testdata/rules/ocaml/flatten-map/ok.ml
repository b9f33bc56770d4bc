let words lines = List.concat_map (String.split_on_char ' ') lines

let all ls = List.flatten ls

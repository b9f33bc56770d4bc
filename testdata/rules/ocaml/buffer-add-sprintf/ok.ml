let add_row b name count = Printf.bprintf b "%s: %d\n" name count
let add_name b name = Buffer.add_string b name
let add_label b label = Buffer.add_string b (String.uppercase_ascii label)

let add_row b name count =
  Buffer.add_string b (Printf.sprintf "%s: %d\n" name count) (* want "ocaml/buffer-add-sprintf" *)

let print_all names =
  for i = 0 to List.length names - 1 do (* want "ocaml/list-nth-in-index-loop" *)
    print_endline (List.nth names i)
  done

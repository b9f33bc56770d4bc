let sum a =
  let total = ref 0 in
  for i = 0 to Array.length a do (* want "ocaml/for-to-length" *)
    total := !total + a.(i)
  done;
  !total

let sum a =
  let s = ref 0 in
  for i = 0 to Array.length a do
    s := !s + Array.unsafe_get a i (* want "ocaml/unsafe-access" *)
  done;
  !s

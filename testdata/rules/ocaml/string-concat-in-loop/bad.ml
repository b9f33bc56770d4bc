let join xs =
  let s = ref "" in
  List.iter (fun x -> s := !s ^ x) xs; (* want "ocaml/string-concat-in-loop" *)
  !s

let repeat n x =
  let s = ref "" in
  for _ = 1 to n do
    s := !s ^ x (* want "ocaml/string-concat-in-loop" *)
  done;
  !s

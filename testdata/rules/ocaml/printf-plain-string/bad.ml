let say s = Printf.printf "%s" s (* want "ocaml/printf-plain-string" *)

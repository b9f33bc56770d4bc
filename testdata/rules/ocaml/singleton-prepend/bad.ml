let push x stack = [x] @ stack (* want "ocaml/singleton-prepend" *)

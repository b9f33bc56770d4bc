let to_int (x : 'a) : int = Obj.magic x (* want "ocaml/obj-magic" *)

let cast = Obj.magic (* want "ocaml/obj-magic" *)

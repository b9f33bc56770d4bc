let full first last = String.concat "" [first; last] (* want "ocaml/string-concat-two" *)

let port cfg = Option.get cfg.port (* want "ocaml/option-get" *)

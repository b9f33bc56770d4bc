let load name = Dynlink.loadfile (Filename.concat (Sys.getenv "PLUGINS") name) (* want "ocaml/dynlink-computed-path" *)

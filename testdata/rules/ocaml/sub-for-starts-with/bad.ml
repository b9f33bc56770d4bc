let is_comment line prefix = String.sub line 0 (String.length prefix) = prefix (* want "ocaml/sub-for-starts-with" *)

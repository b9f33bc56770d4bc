let print_all l =
  ignore (List.map print_endline l) ; (* want "ocaml/map-result-ignored" *)
  List.map print_endline l |> ignore (* want "ocaml/map-result-ignored" *)

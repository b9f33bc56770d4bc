let print_all l =
  List.iter print_endline l ;
  List.map String.length l

let print_all names = List.iteri (fun i n -> Printf.printf "%d %s\n" i n) names

let print_array names =
  let a = Array.of_list names in
  for i = 0 to Array.length a - 1 do
    print_endline a.(i)
  done

let first_three names =
  for i = 0 to 2 do
    print_endline (List.nth names i)
  done

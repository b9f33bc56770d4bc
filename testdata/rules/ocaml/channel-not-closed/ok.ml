let first_line path =
  let ic = open_in path in
  let line = input_line ic in
  close_in ic;
  line
let first_line2 path =
  let ic = open_in path in
  Fun.protect ~finally:(fun () -> close_in_noerr ic) (fun () -> input_line ic)
let opener path =
  let oc = open_out path in
  oc

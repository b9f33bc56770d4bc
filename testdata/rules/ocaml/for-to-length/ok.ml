let sum a =
  let total = ref 0 in
  for i = 0 to Array.length a - 1 do
    total := !total + a.(i)
  done;
  for i = 1 to String.length s do ignore i done;
  !total

let join xs =
  let b = Buffer.create 64 in
  List.iter (Buffer.add_string b) xs;
  Buffer.contents b

let greet name =
  let s = ref "hello" in
  s := !s ^ name;
  !s
